import './zod-setup';
import * as z from 'zod/mini';
import { limits } from './limits';
import { storableText, tooLong } from './text';
import { passwordRequirements, type PasswordRequirementId } from './rules/password-strength';

/** The simple {something}@{something}.{something} shape the spec asks for. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Schema
export const signinSchema = z.object({
  email: storableText({ error: 'Email is required' }).check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.maxLength(limits.email, tooLong('Email', limits.email)),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  ),
  password: storableText({ error: 'Password is required' }).check(
    z.minLength(1, 'Password is required'),
    z.minLength(6, 'Password must be at least 6 characters'),
    z.maxLength(limits.password, tooLong('Password', limits.password)),
  ),
});

/** Google sign-in: the ID token credential as Google Identity Services hands it over. */
export const googleSigninSchema = z.object({
  credential: storableText({ error: 'Google credential is required' }).check(
    z.minLength(1, 'Google credential is required'),
    z.maxLength(8192, 'Google credential is too long'),
  ),
  clientId: z.optional(storableText().check(z.maxLength(512))),
  select_by: z.optional(storableText().check(z.maxLength(100))),
});

export const forgotPasswordSchema = z.object({
  email: storableText({ error: 'Email is required' }).check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.maxLength(limits.email, tooLong('Email', limits.email)),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  ),
});

const resetRequirementMessages: Record<PasswordRequirementId, string> = {
  length: 'Password must be at least 8 characters',
  uppercase: 'Include at least one uppercase letter',
  lowercase: 'Include at least one lowercase letter',
  digit: 'Include at least one number',
  symbol: 'Include at least one special character',
};
const requirementTests = Object.fromEntries(
  passwordRequirements.map((requirement) => [requirement.id, requirement.test]),
) as Record<PasswordRequirementId, (password: string) => boolean>;
const resetRequirementOrder: ReadonlyArray<PasswordRequirementId> = ['length', 'uppercase', 'lowercase', 'digit', 'symbol'];

/**
 * Reset rules in the spec's order; the first failure is the message shown. The requirements are
 * sign-up's (`passwordRequirements`), so a lowercase letter is required here too.
 */
export const resetPasswordRules: ReadonlyArray<{
  test: (password: string) => boolean;
  message: string;
}> = [
  { test: (p) => p.length > 0, message: 'New password is required' },
  ...resetRequirementOrder.map((id) => ({
    test: requirementTests[id],
    message: resetRequirementMessages[id],
  })),
];

const newPasswordSchema = storableText({ error: 'New password is required' }).check(
  z.maxLength(limits.password, tooLong('Password', limits.password)),
  z.superRefine((password, ctx) => {
    const failed = resetPasswordRules.find((rule) => !rule.test(password));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
  }),
);

/** The reset form (newPassword + confirmPassword). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: storableText().check(z.maxLength(limits.password)) })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.confirmPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'Please confirm your password',
        });
      else if (value.confirmPassword !== value.newPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'Passwords do not match',
        });
    }),
  );

/** POST /auth/reset-password body. */
export const resetPasswordSchema = z.object({
  token: storableText({ error: 'Invalid or expired reset link. Please request a new one.' }).check(
    z.minLength(1, 'Invalid or expired reset link. Please request a new one.'),
    z.maxLength(512, 'Invalid or expired reset link. Please request a new one.'),
  ),
  newPassword: newPasswordSchema,
});

export const validateTokenSchema = z.object({ token: z._default(storableText().check(z.maxLength(4096)), '') });
export const signoutSchema = z.object({ token: z.optional(storableText().check(z.maxLength(4096))) });

export const userProfileSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  mobileCode: z.string(),
  mobileNumber: z.string(),
  photoURL: z.optional(z.string()),
  /** False for an account made with Google that never set a password (Settings then asks for no current one). */
  hasPassword: z.optional(z.boolean()),
  /** Whether the account proved it receives mail at `email`; publishing waits for it. */
  emailVerified: z.optional(z.boolean()),
  /** Whether a Google account is linked (Settings offers to link or unlink it). */
  googleLinked: z.optional(z.boolean()),
  /** Whether the dashboard tour was finished or closed, in any browser (issue 34): it then stays away. */
  tourSeen: z.optional(z.boolean()),
  createdAt: z.string(),
});

/** `notice`: something the user should read after signing in (e.g. that a password was removed). */
export const accessTokenResponseSchema = z.object({
  access_token: z.string(),
  notice: z.optional(z.string()),
});
export const messageResponseSchema = z.object({ message: z.string() });
export const validateTokenResponseSchema = z.object({
  valid: z.optional(z.boolean()),
  status: z.optional(z.boolean()),
  success: z.optional(z.boolean()),
});

// Type
export type SigninPayload = z.infer<typeof signinSchema>;
export type GoogleSigninPayload = z.infer<typeof googleSigninSchema>;
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;
export type ValidateTokenPayload = z.infer<typeof validateTokenSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
/**
 * `PATCH /api/auth/preferences`: the account's own settings of the app, stored with the account
 * (the server holds their rule: browsers only send them).
 */
export interface AccountPreferences {
  tourSeen: boolean;
}
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

// Defaults
export const defaultMobileCode = '+91';
