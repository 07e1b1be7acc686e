import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import Negotiator from 'negotiator';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (path: string): string =>
  contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** A file under `root`, or null when absent or when the path tries to leave `root`. */
export async function readStaticFile(root: string, urlPath: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (!full.startsWith(base + sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? await readFile(full) : null;
  } catch {
    return null;
  }
}

export type ContentEncoding = 'br' | 'gzip';
const encodingSuffix: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** Answers per Accept-Encoding value: browsers send a handful of distinct ones, a flood many. */
const acceptedByHeader = new Map<string, ContentEncoding[]>();
const maxRememberedHeaders = 64;

/** Brotli and gzip as far as an Accept-Encoding header allows them, best first. */
export function acceptedEncodings(acceptEncoding: string | null | undefined): readonly ContentEncoding[] {
  const header = acceptEncoding ?? '';
  const known = acceptedByHeader.get(header);
  if (known) return known;
  const accepted = negotiatedEncodings(header);
  if (acceptedByHeader.size < maxRememberedHeaders) acceptedByHeader.set(header, accepted);
  return accepted;
}

function negotiatedEncodings(acceptEncoding: string): ContentEncoding[] {
  // Ties go to brotli (browsers list gzip first at the same weight); @types/negotiator lacks `preferred`.
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding },
  }) as Negotiator & {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  return negotiator
    .encodings(['br', 'gzip'], { preferred: ['br', 'gzip'] })
    .filter((encoding): encoding is ContentEncoding => encoding === 'br' || encoding === 'gzip');
}

/**
 * A static file in the best encoding the client accepts for which the build wrote a compressed
 * twin beside it (`name.js.br`, `name.js.gz`), else the file itself.
 */
export async function readStaticVariant(
  root: string,
  urlPath: string,
  acceptEncoding: string | null | undefined,
): Promise<{ body: Buffer; encoding: ContentEncoding | null } | null> {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const body = await readStaticFile(root, `${urlPath}${encodingSuffix[encoding]}`);
    if (body) return { body, encoding };
  }
  const body = await readStaticFile(root, urlPath);
  return body ? { body, encoding: null } : null;
}
