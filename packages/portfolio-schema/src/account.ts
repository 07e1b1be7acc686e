import './zod-setup';
import * as z from 'zod/mini';
import { forgotPasswordSchema, userProfileSchema } from './auth';
import { accountPasswordSchema, signupStep1Schema, storedUsernameSchema, usernameSchema } from './signup';
import { accountMessages } from './account-messages';
import { limits } from './limits';
import { storableText } from './text';

// The Settings page: profile, password and signed-in devices (issue #18). The rules are sign-up's,
// with the same messages, so an account never holds a name or password sign-up would refuse.

// Schema
/**
 * PATCH /auth/profile: the account's names and username. A username stored before the current
 * rule may be sent back unchanged; the server holds a new or changed one to `usernameSchema`.
 */
export const accountProfileSchema = z.object({
  firstName: signupStep1Schema.shape.firstName,
  lastName: signupStep1Schema.shape.lastName,
  username: storedUsernameSchema,
});

/** Whether `username` is the account's `current` one, exactly (a change of case is a change). */
export const isUnchangedUsername = (username: string, current: string) => username.trim() === current;

/** The Settings profile form: sign-up's rules for a new username, the stored one passes as it is. */
export const accountProfileFormSchema = (currentUsername: string) =>
  accountProfileSchema.check(
    z.superRefine((value, ctx) => {
      if (isUnchangedUsername(value.username, currentUsername)) return;
      const checked = usernameSchema.safeParse(value.username);
      const message = checked.success ? undefined : checked.error.issues[0]?.message;
      if (message) ctx.addIssue({ code: 'custom', path: ['username'], message });
    }),
  );

const currentPasswordField = storableText({ error: 'Current password is required' }).check(
  z.maxLength(limits.password, `Password must be at most ${limits.password} characters`),
);

/**
 * POST /auth/change-password. `currentPassword` may be left out only by an account that has no
 * password yet (made with Google); the server decides, since only it knows.
 */
export const changePasswordSchema = z.object({
  currentPassword: z.optional(currentPasswordField),
  newPassword: accountPasswordSchema,
});

/** The Settings password form; `hasPassword` false hides (and skips) the current password. */
export const changePasswordFormSchema = (hasPassword: boolean) =>
  z
    .object({
      currentPassword: currentPasswordField,
      newPassword: accountPasswordSchema,
      confirmPassword: storableText().check(z.maxLength(limits.password)),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (hasPassword && !value.currentPassword)
          ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: accountMessages.currentPasswordRequired });
        if (hasPassword && value.currentPassword && value.currentPassword === value.newPassword)
          ctx.addIssue({ code: 'custom', path: ['newPassword'], message: accountMessages.samePassword });
        if (value.confirmPassword !== value.newPassword)
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
      }),
    );

/**
 * DELETE /auth/account. The account's password proves it is its owner (a Google-only account
 * signs in with Google again instead: `googleCredential`); the username typed in full proves they
 * mean it. The server decides which proof the account needs.
 */
export const deleteAccountSchema = z.object({
  password: z.optional(storableText({ error: 'Password must be text' }).check(z.maxLength(limits.password))),
  googleCredential: z.optional(storableText({ error: 'The Google credential must be text' }).check(z.maxLength(8192))),
  username: storableText({ error: 'Type your username to confirm' }).check(
    z.maxLength(limits.username + 10, 'Type your username exactly to confirm'),
  ),
});

/** The Settings delete dialog: the password (when the account has one) and the username, typed. */
export const deleteAccountFormSchema = (username: string, hasPassword: boolean) =>
  z
    .object({
      password: storableText().check(z.maxLength(limits.password)),
      username: storableText().check(z.maxLength(limits.username + 10)),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (hasPassword && !value.password)
          ctx.addIssue({ code: 'custom', path: ['password'], message: accountMessages.deletePasswordRequired });
        if (value.username.trim().toLowerCase() !== username.toLowerCase())
          ctx.addIssue({ code: 'custom', path: ['username'], message: accountMessages.deleteUsernameMismatch });
      }),
    );

/**
 * POST /auth/change-email: the password proves the owner asks; the change applies only when the
 * link mailed to `newEmail` is opened (POST /auth/confirm-email).
 */
export const changeEmailSchema = z.object({
  password: currentPasswordField.check(z.minLength(1, 'Current password is required')),
  newEmail: forgotPasswordSchema.shape.email,
});
export const confirmEmailSchema = z.object({
  token: storableText({ error: () => accountMessages.emailLinkInvalid }).check(
    z.minLength(1, { error: () => accountMessages.emailLinkInvalid }),
    z.maxLength(512, { error: () => accountMessages.emailLinkInvalid }),
  ),
});

/** POST /auth/verify-email: the token from the link mailed at sign-up (or by "Resend"). */
export const verifyEmailSchema = z.object({
  token: storableText({ error: () => accountMessages.verifyLinkInvalid }).check(
    z.minLength(1, { error: () => accountMessages.verifyLinkInvalid }),
    z.maxLength(512, { error: () => accountMessages.verifyLinkInvalid }),
  ),
});

export const signInLinkSchema = z.object({
  token: storableText({ error: () => accountMessages.signInLinkInvalid }).check(
    z.minLength(1, { error: () => accountMessages.signInLinkInvalid }),
    z.maxLength(512, { error: () => accountMessages.signInLinkInvalid }),
  ),
});

/** POST /auth/google/link: a Google credential for the account to sign in with from now on. */
export const linkGoogleSchema = z.object({
  credential: storableText({ error: 'Google credential is required' }).check(
    z.minLength(1, 'Google credential is required'),
    z.maxLength(8192, 'Google credential is too long'),
  ),
});

/** PATCH /auth/profile's answer: the saved profile, as GET /auth/profile returns it. */
export const accountProfileResponseSchema = z.object({ message: z.string(), profile: userProfileSchema });

/** One signed-in device as GET /auth/sessions lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** A short summary of the browser, e.g. 'Chrome on Linux'. */
  device: z.string(),
  /** How it signed in: 'password', 'google', 'passkey', 'link', '+totp' when a code completed it; absent for older sessions. */
  signedInWith: z.optional(z.string()),
  /** The session of the request that asked: this device. */
  current: z.boolean(),
});
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export const signedOutSessionsResponseSchema = z.object({ message: z.string(), count: z.number().check(z.int(), z.nonnegative()) });

// Type
export type AccountProfilePayload = z.infer<typeof accountProfileSchema>;
export type AccountProfileResponse = z.infer<typeof accountProfileResponseSchema>;
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountFormSchema>>;
export type ChangeEmailPayload = z.infer<typeof changeEmailSchema>;
export type VerifyEmailPayload = z.infer<typeof verifyEmailSchema>;
export type SignInLinkPayload = z.infer<typeof signInLinkSchema>;
export type LinkGooglePayload = z.infer<typeof linkGoogleSchema>;
export type AccountSession = z.infer<typeof accountSessionSchema>;
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
export type SignedOutSessionsResponse = z.infer<typeof signedOutSessionsResponseSchema>;
