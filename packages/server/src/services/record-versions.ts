import type { Context } from 'hono';
import { wizardMessages } from '@showfolio/portfolio-schema';
import { ApiError } from '../http';

/**
 * Optimistic concurrency for the wizard's records (issue 34): a record's version is the
 * millisecond of its `updatedAt`, which every write sets (the records' JSON carries it as
 * `updatedAt` too, so a client can name the version it edits without reading headers). GETs and
 * writes answer it as the ETag; a write with `If-Match` naming another version is refused with
 * 412 and the newer copy, so two tabs never overwrite each other unseen. Without `If-Match` a
 * write goes through as before (older clients, the published API packages).
 */
export const versionEtag = (updatedAt: Date | string) => `"${new Date(updatedAt).getTime()}"`;

/**
 * What the request's `If-Match` asks for: `undefined` when it has none (no check), 'any' for `*`,
 * else the versions it names. A tag that is not one of ours names no version, so it never matches.
 */
export function requestedVersions(c: Context): 'any' | number[] | undefined {
  const header = c.req.header('if-match');
  if (header === undefined || header.trim() === '') return undefined;
  if (header.trim() === '*') return 'any';
  return header.split(',').flatMap((value) => {
    const match = /^(?:W\/)?"(\d{1,15})"$/.exec(value.trim());
    return match ? [Number(match[1])] : [];
  });
}

/**
 * The `updatedAt` of a write over a row last written at `stored`: now, but always at least a
 * millisecond after the stored one, so two writes never share a version (fast PostgreSQL can
 * answer two saves within one millisecond).
 */
export const nextVersion = (stored: Date | undefined): Date => new Date(Math.max(Date.now(), (stored?.getTime() ?? 0) + 1));

/** Whether a row last written at `updatedAt` (none: no row yet) passes the request's `If-Match`. */
export function versionMatches(updatedAt: Date | undefined, wanted: 'any' | number[] | undefined): boolean {
  if (wanted === undefined) return true;
  if (!updatedAt) return false;
  return wanted === 'any' || wanted.includes(updatedAt.getTime());
}

/**
 * The answer to a stale write: 412 with the message the wizard shows and the record as it is now
 * (`current`, with its version as ETag), which the wizard offers to load.
 */
export function staleWrite(current: { updatedAt?: string } | undefined | null): ApiError {
  const error = new ApiError(412, wizardMessages.staleWrite, current?.updatedAt ? { ETag: versionEtag(current.updatedAt) } : {});
  // No record at all: the one the client named was deleted (account reset) since it loaded it.
  error.body = { current: current ?? null };
  return error;
}

/** Sets the ETag of a one-record answer (a user has at most one record of each kind). */
export function tagVersion(c: Context, records: ReadonlyArray<{ updatedAt?: string }>) {
  const [only] = records;
  if (records.length === 1 && only?.updatedAt) c.header('ETag', versionEtag(only.updatedAt));
}
