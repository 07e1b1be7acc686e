import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { originPlaceholder } from '../prerendering';
import { spaPaths } from '@showfolio/portfolio-schema';
import { escapeHtml } from './html';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One prerendered page as served: its HTML for this server, compressed once, and its ETag. */
export interface PrerenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface PrerenderedPagesOptions {
  /** The built SPA; its `prerendered/` folder holds the pages (absent in a build without them). */
  clientDir: string;
  /** The app's public origin, for canonical and og:url. */
  origin: string;
  /** What to put before </head> (the client config block). */
  head: string;
  /** Google sign-in is configured: pages rendered with its button (`*.google.html`) are preferred. */
  google: boolean;
}

/**
 * The pages the build rendered to HTML (landing, site and legal pages, sign-in, sign-up, forgot
 * password, 404), made ready for this server on first request and kept: the origin and the client
 * config go in, then brotli and gzip, so a hot page costs a lookup. The build's own .br/.gz twins
 * cannot be used as they are, since the origin is only known at run time.
 */
export function createPrerenderedPages(options: PrerenderedPagesOptions) {
  const cache = new Map<string, Promise<PrerenderedPage | null>>();

  async function prepare(file: string): Promise<PrerenderedPage | null> {
    const dir = join(options.clientDir, 'prerendered');
    const variants = options.google ? [file.replace(/\.html$/, '.google.html'), file] : [file];
    for (const name of variants) {
      const built = await readFile(join(dir, name), 'utf8').catch(() => null);
      if (built === null) continue;
      const html = built
        .replaceAll(originPlaceholder, escapeHtml(options.origin))
        .replace('</head>', () => `${options.head}</head>`);
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(html, { level: 9 }),
      ]);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      return { html, br, gzip: gz, etag };
    }
    return null;
  }

  const load = (file: string) => {
    let page = cache.get(file);
    if (!page) {
      page = prepare(file);
      cache.set(file, page);
      // A build that is not there yet may be written later (pnpm dev, a rebuild): look again then.
      void page.then((ready) => ready ?? cache.delete(file));
    }
    return page;
  };

  return {
    /**
     * The prerendered page for a path of the SPA, the 404 page (status 404) for a path the SPA does
     * not know, or null when the path is a client-rendered page (or the build has no prerendered pages).
     */
    async forPath(path: string): Promise<{ page: PrerenderedPage; status: 200 | 404 } | null> {
      if (!spaPaths.has(path)) {
        const page = await load('404.html');
        return page ? { page, status: 404 } : null;
      }
      const page = await load(path === '/' ? 'index.html' : `${path.slice(1)}.html`);
      return page ? { page, status: 200 } : null;
    },
  };
}

/** The prerendered pages of a build (see createPrerenderedPages). */
export type PrerenderedPages = ReturnType<typeof createPrerenderedPages>;
