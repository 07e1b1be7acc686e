import type { AccessTokenResponse, MessageResponse, TwoStepPending } from '@showfolio/portfolio-schema';
import { noAccessTokenMessage } from '@showfolio/portfolio-schema';
import { ApiError } from './errors';
import { serverMessage } from './http';
import type { WriteOptions } from './types';

/** The ETag of a record version: its `updatedAt` (ISO) as milliseconds, quoted. */
export const versionTag = (updatedAt: string): string => `"${Date.parse(updatedAt)}"`;

export const writeHeaders = (options: WriteOptions | undefined): Record<string, string> | undefined =>
  options?.ifMatch ? { 'If-Match': versionTag(options.ifMatch) } : undefined;

export const segment = (value: string) => encodeURIComponent(value);
export const asList = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

/** The two "my" lookups: a 404 means nothing exists yet, which screens show as "none". */
export const orNull = async <T>(call: Promise<T | undefined>): Promise<T | null> => {
  try {
    return (await call) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const receiveToken = (response: (AccessTokenResponse & Partial<TwoStepPending>) | undefined): AccessTokenResponse => {
  if (response?.twoStepRequired === true)
    throw new ApiError(response.message ?? 'Enter the code from your authenticator app', { code: 'two-step-required', status: 200, body: response });
  if (!response?.access_token) throw new ApiError(noAccessTokenMessage, { code: 'no-access-token' });
  return { access_token: response.access_token };
};

export const withMessage = (response: MessageResponse | undefined, fallback = ''): MessageResponse => ({
  message: serverMessage(response) ?? fallback,
});
