import type { Config } from '../config.js';
import type { SessionUser } from './session.js';

/**
 * Admin New Claim is a server-side allow-list (ADMIN_NEW_CLAIM_USERNAMES): the user must be
 * staff or admin AND be named in the list. The browser's check is only for display.
 */
export function canUseAdminNewClaim(config: Pick<Config, 'adminNewClaimUsernames'>, user: Pick<SessionUser, 'username' | 'role'> | null | undefined): boolean {
  if (!user) return false;
  if (user.role !== 'staff' && user.role !== 'admin') return false;
  return config.adminNewClaimUsernames.includes(user.username.trim().toLowerCase());
}
