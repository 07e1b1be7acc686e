import './zod-setup';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './auth';
import { limits } from './limits';
import { boundedText, storableText, tooLong } from './text';
import { meetsPasswordRequirements } from './rules/password-strength';
import { isReservedSubdomain } from './rules/subdomain';

/*
 * Sign-up's schemas, apart from sign-in's (`auth.ts`): the username rule carries the reserved
 * brands and their look-alikes, which the sign-in page has no use for (its bundle budget, issue 35).
 */

// Schema
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

/**
 * GET /auth/username-available?username=&firstName=&lastName=: whether sign-up would take this
 * username (any case). The names, when given, shape the free names suggested for a taken one.
 */
export const usernameAvailabilityQuerySchema = z.object({
  username: signupStep2Schema.shape.username,
  firstName: z.optional(boundedText('first name', limits.name)),
  lastName: z.optional(boundedText('last name', limits.name)),
});
/** The answer; a taken name comes with up to three free ones to take instead (issue 34). */
export const usernameAvailabilitySchema = z.object({
  available: z.boolean(),
  suggestions: z.optional(z.array(z.string())),
});

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

// Type
export type SignupStep1 = z.infer<typeof signupStep1Schema>;
export type SignupStep2 = z.input<typeof signupStep2Schema>;
export type SignupStep3 = z.infer<typeof signupStep3Schema>;
export type SignupPayload = z.input<typeof signupSchema>;
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
