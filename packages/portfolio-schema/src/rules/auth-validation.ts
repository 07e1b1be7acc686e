import type * as z from 'zod/mini';
import { contactSchema, feedbackSchema } from '../contact';
import { noAccessTokenMessage } from '../messages';
import {
  accessTokenResponseSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  signinSchema,
} from '../auth';
import { signupStep1Schema, signupStep2Schema, signupStep3Schema } from '../signup';

// Type
/** Field name → the first failing message for that field; empty when valid. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;
export type SignupStep = 1 | 2 | 3;

// Defaults
export const resetLinkInvalidMessage = 'Invalid or expired reset link. Please request a new one.';

/** '{Field} is required' with the first letter capitalised, as the sign-in form words it. */
export const fieldRequiredMessage = (field: string): string =>
  `${field.charAt(0).toUpperCase()}${field.slice(1)} is required`;

/** Runs a schema and keeps, per top-level field, the first issue (the schemas list rules in spec order). */
function firstIssuePerField(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = schema.safeParse(values ?? {});
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function validateSignin(values: { email?: string; password?: string }): FieldErrors<'email' | 'password'> {
  return firstIssuePerField(signinSchema, values);
}

type Step3Field = 'password' | 'confirmPassword' | 'isTermsofServiceAccepted' | 'isPrivacyPolicyAcceped';

/**
 * Sign-up steps 1-3. Step 3 checks the password match itself because the schema's object-level
 * refinement only runs once every field parses, and the form shows all field errors at once.
 */
export function validateSignupStep(step: SignupStep, values: Record<string, unknown>): FieldErrors {
  if (step === 1) return firstIssuePerField(signupStep1Schema, values);
  if (step === 2) return firstIssuePerField(signupStep2Schema, values);
  const errors: FieldErrors<Step3Field> = firstIssuePerField(signupStep3Schema, values);
  if (!errors.confirmPassword && values.password !== values.confirmPassword)
    errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export function validateForgot(values: { email?: string }): FieldErrors<'email'> {
  return firstIssuePerField(forgotPasswordSchema, values);
}

/**
 * The reset form shows only the first failure in the spec's order (new password rules, then the
 * confirmation), then the missing-token message when `token` is passed and empty.
 */
export function validateReset(values: {
  newPassword?: string;
  confirmPassword?: string;
  token?: string | null;
}): FieldErrors<'newPassword' | 'confirmPassword' | 'token'> {
  const errors = firstIssuePerField(resetPasswordFormSchema, {
    newPassword: values.newPassword ?? '',
    confirmPassword: values.confirmPassword ?? '',
  });
  if (errors.newPassword) return { newPassword: errors.newPassword };
  if (errors.confirmPassword) return { confirmPassword: errors.confirmPassword };
  if ('token' in values && !values.token) return { token: resetLinkInvalidMessage };
  return {};
}

/** Reads the sign-in response (accounts §5): an access_token is required. */
export function parseAccessToken(body: unknown): { ok: true; accessToken: string } | { ok: false; message: string } {
  const result = accessTokenResponseSchema.safeParse(body);
  return result.success && result.data.access_token
    ? { ok: true, accessToken: result.data.access_token }
    : { ok: false, message: noAccessTokenMessage };
}

export function validateContact(values: { name?: string; email?: string; message?: string }): FieldErrors<
  'name' | 'email' | 'message'
> {
  return firstIssuePerField(contactSchema, values);
}

export function validateFeedback(values: { name?: string; email?: string; feedback?: string }): FieldErrors<
  'name' | 'email' | 'feedback'
> {
  return firstIssuePerField(feedbackSchema, values);
}
