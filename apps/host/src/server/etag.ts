import { createHash } from 'node:crypto';

/** Whether an If-None-Match header names `etag` (or `*`); weak forms match too. */
export const matchesEtag = (header: string | undefined | null, etag: string): boolean =>
  Boolean(header) &&
  (header!.trim() === '*' ||
    header!.split(',').some((value) => value.trim().replace(/^W\//, '') === etag));

/**
 * A strong ETag (and cache key) from everything a response depends on. Callers pass the page's
 * own address among the parts: two portfolios with identical content are still two pages (their
 * canonical URL, og:url, JSON-LD and PDF link differ), so they must never share a key.
 */
export const etagOf = (prefix: string, ...parts: readonly string[]): string =>
  `"${prefix}${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;
