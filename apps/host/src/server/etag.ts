import { createHash } from 'node:crypto';

// The API's own matcher, so a page and its data never disagree about a validator.
export { matchesEtag } from '@showfolio/server';

/**
 * A strong ETag (and cache key) from everything a response depends on. Callers pass the page's
 * own address among the parts: two portfolios with identical content are still two pages (their
 * canonical URL, og:url, JSON-LD and PDF link differ), so they must never share a key.
 */
export const etagOf = (prefix: string, ...parts: readonly string[]): string =>
  `"${prefix}${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;
