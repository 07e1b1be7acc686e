import './zod-setup';
import * as z from 'zod/mini';
import { limits } from './limits';
import { storableText } from './text';
import { meetsPasswordRequirements, passwordRequirements, type PasswordRequirementId } from './rules/password-strength';
import { isReservedSubdomain } from './rules/subdomain';

/** The simple {something}@{something}.{something} shape the spec asks for. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

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

export const signupStep1Schema = z.object({
  firstName: storableText({ error: 'First name is required' }).check(
    z.trim(),
    z.minLength(1, 'First name is required'),
    z.maxLength(limits.name, tooLong('First name', limits.name)),
  ),
  lastName: storableText({ error: 'Last name is required' }).check(
    z.trim(),
    z.minLength(1, 'Last name is required'),
    z.maxLength(limits.name, tooLong('Last name', limits.name)),
  ),
  email: storableText({ error: 'Email is required' }).check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.maxLength(limits.email, tooLong('Email', limits.email)),
    z.regex(EMAIL_PATTERN, 'Email is invalid'),
  ),
});

/**
 * A username takes a subdomain's characters (ASCII letters in either case, digits, hyphens inside),
 * since the deploy dialog suggests it as one and pages show it as `@name`: no spaces, no
 * direction overrides, no letters from other scripts that pass for Latin ones.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** The username rules beyond the spec's two messages (required, 3+ characters). */
export const usernameMessages = {
  characters: 'Username may contain only letters, numbers and hyphens, and cannot start or end with a hyphen',
  reserved: 'This username is reserved. Please choose another one',
} as const;

/**
 * The rule every username stored before the character set and reserved list (issue #30) met. Such
 * names keep working as they are (sign-in is by e-mail, pages show them): Settings saves one
 * unchanged, and only a new or changed name must pass `usernameSchema`.
 */
export const storedUsernameSchema = storableText({ error: 'Username is required' }).check(
  z.trim(),
  z.minLength(1, 'Username is required'),
  z.minLength(3, 'Username must be at least 3 characters'),
  z.maxLength(limits.username, tooLong('Username', limits.username)),
);

/** A username an account may take now: sign-up, and a change in Settings. */
export const usernameSchema = storedUsernameSchema.check(
  z.regex(USERNAME_PATTERN, usernameMessages.characters),
  z.refine((name: string) => !isReservedSubdomain(name), usernameMessages.reserved),
);

export const signupStep2Schema = z.object({
  username: usernameSchema,
  mobileCode: z._default(storableText().check(z.regex(/^\+\d{1,4}$/, 'Please choose a dialling code')), '+91'),
  mobileNumber: storableText({ error: 'Mobile number is required' }).check(
    z.trim(),
    z.minLength(1, 'Mobile number is required'),
    z.regex(/^\d+$/, 'Invalid mobile number'),
    z.maxLength(limits.mobileNumber, 'Invalid mobile number'),
  ),
});

/** Sign-up's answer, and step 2's live check, when another account has the username (in any case). */
export const usernameTakenMessage = 'This username is already taken';

/** GET /auth/username-available?username=: whether sign-up would take this username (any case). */
export const usernameAvailabilityQuerySchema = z.object({ username: signupStep2Schema.shape.username });
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });

/** A password an account may take: sign-up's rule and messages (Settings uses it too). */
export const accountPasswordSchema = storableText({ error: 'Password is required' }).check(
  z.minLength(1, 'Password is required'),
  z.maxLength(limits.password, tooLong('Password', limits.password)),
  z.refine(meetsPasswordRequirements, {
    message: 'Password must have 8+ chars, uppercase, lowercase, number, and special char',
  }),
);

const signupStep3Fields = z.object({
  password: accountPasswordSchema,
  confirmPassword: storableText({ error: 'Passwords do not match' }),
  isTermsofServiceAccepted: z.literal(true, { error: 'You must accept the terms of service' }),
  isPrivacyPolicyAcceped: z.literal(true, { error: 'You must accept the privacy policy' }),
});

const passwordsMatch = {
  check: (value: { password: string; confirmPassword: string }) =>
    value.password === value.confirmPassword,
  params: { message: 'Passwords do not match', path: ['confirmPassword'] },
};

export const signupStep3Schema = signupStep3Fields.check(z.refine(passwordsMatch.check, passwordsMatch.params));

/** The whole sign-up payload (the contract's spelling `isPrivacyPolicyAcceped` kept). */
export const signupSchema = z
  .object({ ...signupStep1Schema.shape, ...signupStep2Schema.shape, ...signupStep3Fields.shape })
  .check(z.refine(passwordsMatch.check, passwordsMatch.params));

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
export type SignupStep1 = z.infer<typeof signupStep1Schema>;
export type SignupStep2 = z.input<typeof signupStep2Schema>;
export type SignupStep3 = z.infer<typeof signupStep3Schema>;
export type SignupPayload = z.input<typeof signupSchema>;
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
export type GoogleSigninPayload = z.infer<typeof googleSigninSchema>;
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;
export type ValidateTokenPayload = z.infer<typeof validateTokenSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

// Defaults
export const defaultMobileCode = '+91';
