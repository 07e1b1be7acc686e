/** Why a call failed: an HTTP answer, no answer at all, or a check the client makes itself. */
export const apiErrorCodes = [
  'http',
  'network',
  'invalid-response',
  'no-token',
  'no-subject',
  'no-access-token',
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

export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Accounts spec §4: these words in an error mean the stored token is dead and must go. */
export const isTokenRejection = (error: unknown): boolean => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return isUnauthorized(error) || /unauthori[sz]ed|invalid token|expired/i.test(message);
};

export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
