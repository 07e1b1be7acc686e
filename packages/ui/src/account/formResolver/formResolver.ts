import type { FieldErrors as SchemaFieldErrors } from '@showfolio/portfolio-schema';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Adapts a portfolio-schema validator (values → first message per field) to react-hook-form.
 * Used where the spec's ordering rules live in the validator rather than in a single zod schema
 * (sign-up step 3's password match, the reset form's "first failure only").
 */
export function fieldErrorsResolver<Values extends FieldValues>(
  validate: (values: Values) => SchemaFieldErrors,
): Resolver<Values> {
  return async (values) => {
    const messages = Object.entries(validate(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (messages.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(messages.map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors } as unknown as Awaited<ReturnType<Resolver<Values>>>;
  };
}

/**
 * The text to show for a failed action: the server's `message` when the error carries a response
 * body, else the error's own message, else the screen's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const body = (error as { body?: unknown }).body;
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      const message = (body as { message: string }).message;
      if (message) return message;
    }
    if (error instanceof Error && error.message) return error.message;
  }
  return fallback;
}
