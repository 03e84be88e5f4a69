import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './account-rules';
import { LOCALES } from './locale';

export const LoginSchema = z.object({
  username: z.string().trim().min(1, { error: 'Please enter your username or e-mail address.' }).max(254),
  password: z
    .string()
    .min(1, { error: 'Please enter your password.' })
    .max(PASSWORD_MAX_LENGTH * 4),
});
export type LoginInput = z.infer<typeof LoginSchema>;

const digitsIn = (s: string) => s.replace(/\D/g, '').length;
/** No line break, tab or other control character, nor a direction override: names go into e-mails and documents as one line. */
const isOneLine = (s: string) => !/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u.test(s);

/** The account request (spec section 3): fullName is first + last name; lastName also alone. */
export const SignupSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your first and last name.' })
    .max(200)
    .refine(isOneLine, { error: 'Your name may not contain line breaks or other control characters.' }),
  lastName: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your last name.' })
    .max(100)
    .refine(isOneLine, { error: 'Your last name may not contain line breaks or other control characters.' }),
  company: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your company.' })
    .max(200)
    .refine(isOneLine, { error: 'The company name may not contain line breaks or other control characters.' }),
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
  /** The language the form was filled in: the approval e-mail is written in it. */
  locale: z.enum(LOCALES).optional(),
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const ResetRequestSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, { error: 'Please enter your username or e-mail address.' }).max(254),
});

export const ResetSchema = z
  .object({
    token: z.string().trim().min(1, { error: 'The link has no token. Open the link from your e-mail again.' }).max(200),
    password: z.string().min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort }).max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
    /** Optional for API clients; when sent it must equal password. */
    confirmPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ResetInput = z.infer<typeof ResetSchema>;

/** POST /api/auth/verify-email: the token of the link sent to the account's address. */
export const VerifyEmailSchema = z.object({
  token: z.string().trim().min(1, { error: 'The link has no token. Open the link from your e-mail again.' }).max(200),
});
