import { isLocale, type Locale } from '../../shared/locale.js';
import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { ReadCache } from '../db/read-cache.js';
import type { UserRow } from '../db/schema.js';
import { deleteSessionById, findLiveSession, insertSession } from './sessions.queries.js';

export const SESSION_COOKIE = 'sid';

/** One-shot hash: no Hash object per request (crypto.hash, Node 21.7+). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface SessionUser {
  id: number;
  username: string;
  fullName: string | null;
  email: string | null;
  /** The address the account proved it owns (lower case), or null: claims filed for an e-mail need it. */
  verifiedEmail: string | null;
  role: 'claimant' | 'staff' | 'admin';
  status: string;
  /** The language chosen for the portal and e-mails; null until the person chooses. */
  locale: Locale | null;
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    verifiedEmail: row.verifiedEmail?.trim().toLowerCase() || null,
    role: (['claimant', 'staff', 'admin'].includes(row.role) ? row.role : 'claimant') as SessionUser['role'],
    status: row.status,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

/** Creates a session and returns the cookie value (only its hash is stored). */
export async function createSession(
  db: Db,
  params: { userId: number; ttlHours: number; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + params.ttlHours * 3600_000);
  await insertSession(db, {
    id: hashToken(token),
    userId: params.userId,
    expiresAt,
    ip: params.ip,
    userAgent: params.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * Sessions seen recently, by token hash. Any write (sign-out, approval, role change) invalidates
 * them all (read-cache.ts); unknown tokens are not kept, so guessing cannot fill the map.
 */
const sessionCache = new ReadCache<{ user: SessionUser; expiresAt: number } | null>({ maxEntries: 5_000, maxAgeMs: 60_000 });

/**
 * The signed-in user for a cookie value when the session cache holds it (the read path's common
 * case, answered without a promise); undefined when only resolveSession can tell.
 */
export function cachedSession(db: Db, token: string | undefined): SessionUser | null | undefined {
  if (!token || token.length > 200) return null;
  const found = sessionCache.peek(db, hashToken(token));
  if (!found) return undefined;
  return found.expiresAt <= Date.now() ? null : found.user;
}

/** The signed-in, approved user for a cookie value, or null (unknown, expired, or account not approved). */
export async function resolveSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const found = await sessionCache.load(
    db,
    id,
    async () => {
      const row = await findLiveSession(db, id);
      if (row?.user.status !== 'approved') return null;
      return { user: Object.freeze(toSessionUser(row.user)), expiresAt: row.expiresAt.getTime() };
    },
    (v) => v !== null,
  );
  if (!found || found.expiresAt <= Date.now()) return null;
  return found.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await deleteSessionById(db, hashToken(token));
}
