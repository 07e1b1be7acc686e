import type { MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

const acceptsCompression = /gzip|deflate|\*/i;

export interface CompressionOptions {
  /** Bodies smaller than this many bytes go out as they are. Default 1024. */
  threshold?: number;
}

/**
 * Text answers (HTML, JSON, CSS, SVG, XML…) above `threshold` bytes gzipped on the fly by Hono's
 * `compress`, with `Vary: Accept-Encoding`. An answer that already carries a Content-Encoding
 * (pre-compressed assets, cached pages) or is not text (images, PDFs) passes through untouched.
 */
export function compression({ threshold = 1024 }: CompressionOptions = {}): MiddlewareHandler {
  const gzip = compress({ threshold });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      // compress() can only skip small bodies whose length it knows; answers built in memory have
      // none yet, so measure them (a streamed body keeps its Transfer-Encoding and is left alone).
      // A client that takes neither gzip nor deflate gets the body as it is, unmeasured.
      if (!acceptsCompression.test(c.req.header('accept-encoding') ?? '')) return;
      const res = c.res;
      if (!res.body || res.headers.has('content-length') || res.headers.has('content-encoding'))
        return;
      if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '')) return;
      const bytes = await res.arrayBuffer();
      c.res = new Response(bytes, res);
      c.res.headers.set('content-length', String(bytes.byteLength));
    });
}
