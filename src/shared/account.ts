import { z } from 'zod';

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

/** What the signed-in user looks like to the browser (the stored user). */
export interface AccountUser {
  username: string;
  fullName: string | null;
  role: Role;
  canAdminNewClaim: boolean;
}

export const LoginSchema = z.object({
  username: z.string().trim().min(1, { error: 'Please enter your username.' }).max(200),
  password: z.string().min(1, { error: 'Please enter your password.' }).max(PASSWORD_MAX_LENGTH * 4),
});
export type LoginInput = z.infer<typeof LoginSchema>;

const digitsIn = (s: string) => s.replace(/\D/g, '').length;

/** The account request (spec section 3): fullName is first + last name; lastName also alone. */
export const SignupSchema = z.object({
  fullName: z.string().trim().min(1, { error: 'Please enter your first and last name.' }).max(200),
  lastName: z.string().trim().min(1, { error: 'Please enter your last name.' }).max(100),
  company: z.string().trim().min(1, { error: 'Please enter your company.' }).max(200),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your e-mail address.' })
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  phoneNumber: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your phone number.' })
    .max(40)
    .refine((v) => digitsIn(v) >= 10, { error: 'Please enter a phone number with at least 10 digits.' })
    .refine((v) => /^[\d\s()+.\-x]+$/i.test(v), { error: 'A phone number may hold only digits, spaces and + ( ) . - x.' }),
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const ResetRequestSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, { error: 'Please enter your username or e-mail address.' }).max(254),
});

export const ResetSchema = z
  .object({
    token: z.string().trim().min(1, { error: 'The link has no token. Open the link from your e-mail again.' }).max(200),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
      .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
    /** Optional for API clients; when sent it must equal password. */
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH * 4).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ResetInput = z.infer<typeof ResetSchema>;

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
