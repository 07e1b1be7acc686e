import type { Context } from 'hono';
import { ApiError, isUuid } from '../../http';
import type { AppEnv, Services } from '../../services/context';
import { tagVersion } from '../../services/record-versions';
import { routeDeps } from '../deps';

export const recordNotFound = 'Record not found';

/** What the portfolio sub-apps share: the route deps, the config, and where our own uploads live. */
export type PortfolioDeps = ReturnType<typeof portfolioDeps>;

export function portfolioDeps(services: Services) {
  const { config } = services;
  // Where our own uploads live: the only http:// resume links accepted (local set-ups run on http).
  const uploadBases = [`${config.appUrl}/media/`, ...(config.s3 ? [`${config.s3.publicUrl}/media/`] : [])];
  return { ...routeDeps(services), config, uploadBases };
}

/** An id in a path: anything that is not one of our ids cannot be the caller's record. */
export function recordId(value: string): string {
  if (!isUuid(value)) throw new ApiError(404, recordNotFound);
  return value;
}

/** A written or read record, with its version as the answer's ETag. */
export function answer<T extends { updatedAt?: string }>(c: Context<AppEnv>, record: T): T {
  tagVersion(c, [record]);
  return record;
}
export function answerList<T extends { updatedAt?: string }>(c: Context<AppEnv>, records: T[]): T[] {
  tagVersion(c, records);
  return records;
}
