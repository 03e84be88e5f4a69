/**
 * Account constants and rules without zod, so the sign-in page can use them without loading
 * the schema library. The request schemas are in account.ts.
 */

/** Account roles, least to most privileged. */
export const ROLES = ['claimant', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { claimant: 'Claimant', staff: 'Staff', admin: 'Admin' };

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 12;
/** argon2 copes with long input, but nobody needs more and it bounds the work per request. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'The two passwords do not match.',
  common: 'This password is too common or too easy to guess. Choose a less predictable one.',
} as const;

/**
 * A username from a name: first initial + last name, lower case, ASCII only (accents stripped).
 * The server adds a number when it is taken.
 */
export function baseUsername(fullName: string, lastName: string): string {
  const ascii = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[øØ]/g, 'o')
      .replace(/[łŁ]/g, 'l')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const first = ascii(fullName.trim()).charAt(0);
  const last = ascii(lastName).slice(0, 30);
  const name = `${first}${last}`;
  return name.length >= 2 ? name : `user${name}`;
}
