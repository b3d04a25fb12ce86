import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { professionalFieldsSchema } from './professional-fields.ts';
import { currentUserSchema } from './profile.ts';
import { boundedText } from './text.ts';

/** An email as people type it: trimmed and lower-cased, so one address is one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email').max(254, 'Email cannot exceed 254 characters'));

/** A new password: long enough, no composition rules (the server also refuses common ones). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`);

export const otpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter a valid 6-digit OTP');

const personName = (label: string) => boundedText(label, 1, 50);

/** POST /api/auth/login. The password is only checked for presence: old rules may differ. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What login answers: the signed-in person, so the client need not ask GET /api/auth/user. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: currentUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/send-otp and POST /api/auth/forgot-password. */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** POST /api/auth/verify-otp. */
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

/** The professional part of an application, at registration (docs/product/rulings.md, R-29). */
export const professionalSignupFieldsSchema = professionalFieldsSchema({
  experienceYears: 0,
  bioCharacters: 10,
});

const accountFieldsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string(),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  /** The terms box, which also confirms the person is 18 or older. */
  acceptedTerms: z.literal(true, 'Please accept the terms and confirm you are 18 or older'),
});

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const passwordsMatchIssue = { message: "Passwords don't match", path: ['confirmPassword'] };

/** The user registration form (before the OTP is added). */
export const userSignupSchema = accountFieldsSchema.refine(passwordsMatch, passwordsMatchIssue);
export type UserSignupInput = z.infer<typeof userSignupSchema>;

/** The professional registration form (before the OTP is added); credential files travel beside it. */
export const professionalSignupSchema = accountFieldsSchema
  .extend(professionalSignupFieldsSchema.shape)
  .refine(passwordsMatch, passwordsMatchIssue);
export type ProfessionalSignupInput = z.infer<typeof professionalSignupSchema>;

/**
 * POST /api/auth/register-with-otp. JSON for a user; for a professional either JSON or
 * multipart/form-data with this object as the `payload` field and up to 3 `credentials` files.
 */
export const registerWithOtpSchema = z.discriminatedUnion('role', [
  accountFieldsSchema
    .extend({ role: z.literal('user'), otp: otpSchema })
    .refine(passwordsMatch, passwordsMatchIssue),
  accountFieldsSchema
    .extend(professionalSignupFieldsSchema.shape)
    .extend({ role: z.literal('professional'), otp: otpSchema })
    .refine(passwordsMatch, passwordsMatchIssue),
]);
export type RegisterWithOtpInput = z.infer<typeof registerWithOtpSchema>;

/** What register-with-otp answers: a user is signed in; a professional awaits review. */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  signedIn: z.boolean(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** A 64-character hex reset token, as mailed in the reset link. */
export const resetTokenSchema = z
  .string('Reset token is required')
  .trim()
  .min(1, 'Reset token is required')
  .regex(/^[0-9a-f]{64}$/i, 'Invalid or expired reset token');

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z
  .object({ token: resetTokenSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, passwordsMatchIssue);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /api/auth/verify-reset-token/{token}. */
export const verifyResetTokenResponseSchema = z.object({
  valid: z.boolean(),
  email: z.string().optional(),
  message: z.string(),
});
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

/** The plain `{ success, message }` answer of auth verbs that change nothing visible. */
export const authMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AuthMessageResponse = z.infer<typeof authMessageResponseSchema>;

/** What the sessions list can tell of a device from its browser's User-Agent; null: unknown. */
export const sessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  system: z.string().nullable(),
  mobile: z.boolean(),
});
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

/**
 * One of the person's signed-in sessions. `id` names it for signing it out and is derived from the
 * stored hash, so it can never be used as a cookie; `current` marks the session asking.
 */
export const accountSessionSchema = sessionDeviceSchema.extend({
  id: z.string(),
  current: z.boolean(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/auth/sessions: most recently seen first. */
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
