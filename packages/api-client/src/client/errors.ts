/** Why a call failed: an HTTP answer, no answer at all, or a check the client makes itself. */
export const apiErrorCodes = [
  'http',
  'network',
  'invalid-response',
  'no-token',
  'no-subject',
  'no-access-token',
  /** Sign-in passed its first step; a code from the authenticator app (or a recovery code) finishes it. */
  'two-step-required',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export interface ApiErrorOptions {
  status?: number;
  code?: ApiErrorCode;
  body?: unknown;
  cause?: unknown;
}

/**
 * Every failure of the client is an ApiError so screens can branch on `status` and `code`
 * instead of parsing messages. `status` is 0 when no HTTP response was involved.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly body: unknown;

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status ?? 0;
    this.code = options.code ?? (this.status > 0 ? 'http' : 'network');
    this.body = options.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isNetworkError = (error: unknown): boolean => isApiError(error) && error.code === 'network';

/** The deploy modal's branch: a 404 whose message says 'user not found' sends the user to the wizard. */
export const isUserNotFound = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && /user not found/i.test(error.message);

/** A deploy refused until the account verifies its e-mail address (403): the modal offers "Resend". */
export const isEmailUnverified = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && /verify your e-mail/i.test(error.message);

/** Sign-in needs a code next (the password or Google was right; no session exists yet). */
export const isTwoStepRequired = (error: unknown): boolean => isApiError(error) && error.code === 'two-step-required';

/** An action that asks for a fresh proof (password, code or passkey) within the last 10 minutes. */
export const isStepUpRequired = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && (error.body as { stepUp?: unknown } | undefined)?.stepUp === true;

/**
 * A write refused because the record changed elsewhere since it was read (412, issue 34). The
 * answer carries the record as it is now, which `staleWriteCopy` reads.
 */
export const isStaleWrite = (error: unknown): error is ApiError => isApiError(error) && error.status === 412;

/** The newer copy a stale write's answer carries (null when the record is gone). */
export const staleWriteCopy = (error: unknown): unknown =>
  isStaleWrite(error) ? ((error.body as { current?: unknown } | undefined)?.current ?? null) : null;

export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Accounts spec §4: these words in an error mean the stored token is dead and must go. */
export const isTokenRejection = (error: unknown): boolean => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return isUnauthorized(error) || /unauthori[sz]ed|invalid token|expired/i.test(message);
};

export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
