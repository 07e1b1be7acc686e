import { readFile } from 'node:fs/promises';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@showfolio/portfolio-schema';
import { fontUrlPrefix } from '@showfolio/templates';
import { plainTextAnswer } from './hostEnv';
import { IMMUTABLE } from './spa';

/** Where the font files answer, on every host (a published page loads them from its own origin). */
export const FONT_FILES = `${fontUrlPrefix}*`;

/**
 * The Design panel's font files (`fontFilePath` of `@showfolio/templates/ssr`): a name carries its
 * content hash, so it is cached for ever. Only the names `fontFilePath` knows are read; any other
 * (a path, `..`) is a 404 without touching the disk.
 */
export function fontFiles(fontFilePath: (name: string) => string | null): MiddlewareHandler {
  const bodies = new Map<string, Promise<Buffer>>();
  return async (c) => {
    const name = c.req.path.slice(fontUrlPrefix.length);
    const path = fontFilePath(name);
    if (!path) return plainTextAnswer(c.req.raw, 404, messages.notFound);
    let body = bodies.get(name);
    if (!body) {
      body = readFile(path);
      bodies.set(name, body);
      body.catch(() => bodies.delete(name));
    }
    const bytes = await body;
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'font/woff2',
        'Cache-Control': IMMUTABLE,
        'Content-Length': String(bytes.length),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
