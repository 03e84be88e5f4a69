import { z } from 'zod';
import { ROLES } from '../account-rules';
import { LOCALES } from '../locale';

/** What the signed-in user looks like to the browser (the stored user). */
export const AccountUserSchema = z.object({
  username: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ROLES),
  canAdminNewClaim: z.boolean(),
  /** The language the person chose (null: not chosen yet, the browser's language applies). */
  locale: z.enum(LOCALES).nullable(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;

export const LocaleSchema = z.enum(LOCALES, { error: 'Choose English or Spanish.' });

/** PATCH /api/auth/me: what a signed-in person may change about their own account. */
export const AccountPreferencesSchema = z.object({ locale: LocaleSchema });
export type AccountPreferences = z.infer<typeof AccountPreferencesSchema>;

export const UserAnswerSchema = z.object({ user: AccountUserSchema });
export const MessageAnswerSchema = z.object({ message: z.string() });
/** The same answer whether or not the e-mail is known; the username comes with the approval. */
export const SignupAnswerSchema = MessageAnswerSchema;
export type SignupAnswer = z.infer<typeof SignupAnswerSchema>;

/** A user as the admin calls answer it (pending requests have the same shape); never the hash. */
export const AdminUserViewSchema = z.object({
  id: z.number(),
  fullName: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  progressiveEmail: z.string().nullable(),
  company: z.string().nullable(),
  officeLocation: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  requestedAt: z.string(),
  status: z.string(),
  role: z.enum(ROLES),
  approvedAt: z.string().nullable(),
  lastLogin: z.string().nullable(),
});
export type AdminUserView = z.infer<typeof AdminUserViewSchema>;

export const ApproveAnswerSchema = z.object({ user: AdminUserViewSchema, setPasswordLink: z.string(), emailed: z.boolean() });
export type ApproveAnswer = z.infer<typeof ApproveAnswerSchema>;
/** PUT /api/admin/claims/{referenceNumber}/client-account: the client's account, by username. */
export const ClaimAccountBodySchema = z.object({ username: z.string().trim().min(1).max(100) });
export const ClaimAccountAnswerSchema = z.object({ referenceNumber: z.string(), username: z.string(), message: z.string() });

export const UserViewAnswerSchema = z.object({ user: AdminUserViewSchema });
export const PasswordLinkAnswerSchema = z.object({ link: z.string(), user: AdminUserViewSchema });
export type PasswordLinkAnswer = z.infer<typeof PasswordLinkAnswerSchema>;

/** One audit-log entry as GET /api/admin/audit answers it. */
export const AuditRecordSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  actorUsername: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

const userId = z.coerce
  .number({ error: 'userId must be a number.' })
  .int({ error: 'userId must be a whole number.' })
  .positive({ error: 'userId must be a positive number.' });

export const UserIdParamsSchema = z.object({ id: userId });

export const DecisionBodySchema = z.object({
  userId,
  adminUsername: z.string({ error: 'adminUsername is required.' }).trim().min(1, { error: 'adminUsername is required.' }),
});
export const ApproveBodySchema = DecisionBodySchema.extend({
  role: z.enum(ROLES, { error: 'role must be claimant, staff or admin.' }).default('claimant'),
});

export const UpdateUserBodySchema = z
  .object({
    role: z.enum(ROLES, { error: 'role must be claimant, staff or admin.' }).optional(),
    status: z.enum(['approved', 'deactivated'], { error: 'status must be approved or deactivated.' }).optional(),
  })
  .refine((b) => b.role !== undefined || b.status !== undefined, { error: 'Send a role, a status, or both.' });

export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().optional(),
  action: z.string().max(60).optional(),
});

export const TokenStatusQuerySchema = z.object({ token: z.string().min(1).max(200) });
/** GET /api/auth/token-status: a link's state (used and expired links say so when the page opens). */
export const TokenStatusAnswerSchema = z.object({
  status: z.enum(['valid', 'used', 'expired', 'unknown']),
  purpose: z.enum(['set-password', 'reset']).nullable(),
  /** The account's username, only while the link works (the page shows it before a password is chosen). */
  username: z.string().nullable(),
});
export type TokenStatusAnswer = z.infer<typeof TokenStatusAnswerSchema>;

/** GET /api/setup (first run only): whether the one-time code from the log is needed here. */
export const SetupStatusSchema = z.object({ codeRequired: z.boolean() });
/** POST /api/setup: the first admin. */
export const SetupBodySchema = z.object({
  code: z.string().trim().max(40).optional(),
  username: z
    .string()
    .trim()
    .min(3, { error: 'The username needs at least 3 characters.' })
    .max(40, { error: 'The username may have at most 40 characters.' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'Use letters, digits, dots, dashes or underscores in the username.' }),
  fullName: z.string().trim().max(200).optional(),
  password: z.string().max(1000),
  confirmPassword: z.string().max(1000),
});
export const SetupAnswerSchema = z.object({ username: z.string() });
