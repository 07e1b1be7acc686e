import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Hono, type Context } from 'hono';
import { messages, spaPaths } from '@showfolio/portfolio-schema';
import { isRegisteredTemplate } from '@showfolio/templates';
import { matchesEtag } from '../etag';
import type { PrerenderedPages } from '../prerenderedPages';
import { acceptedEncodings, contentTypeOf, readStaticVariant } from '../staticFiles';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaRoutesOptions {
  /** The built SPA (`vite build` output): index.html, assets/, and public files. */
  clientDir: string;
  /** `@showfolio/templates/ssr`'s thumbnails folder. */
  thumbnailsDir: string;
  /** Where one template's built CSS lies (`templateCssPath` of `@showfolio/templates/ssr`). */
  templateCssPath: (id: string) => string;
  /** The pages the build rendered to HTML. */
  prerendered: PrerenderedPages;
  /** What index.html carries into its `<head>` for the SPA (the client configuration). */
  head: string;
}

/** A file of `root` in the best encoding the client accepts, or null when there is none. */
async function sendFile(c: Context, root: string, path: string, cacheControl: string) {
  const file = await readStaticVariant(root, path, c.req.header('accept-encoding'));
  if (!file) return null;
  c.header('Content-Type', contentTypeOf(path));
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  if (file.encoding) c.header('Content-Encoding', file.encoding);
  return c.body(new Uint8Array(file.body));
}

/**
 * The SPA on the app's host: template thumbnails and stylesheets, the build's assets and public
 * files, the prerendered pages, and index.html for every other path (mounted last: it answers all).
 */
export function spaRoutes(options: SpaRoutesOptions): Hono {
  const { clientDir, prerendered } = options;
  let indexHtml: Promise<string | null> | undefined;
  const readIndex = () =>
    (indexHtml ??= readFile(join(clientDir, 'index.html'), 'utf8').then(
      (html) => html.replace('</head>', () => `${options.head}</head>`),
      () => {
        indexHtml = undefined;
        return null;
      },
    ));

  const app = new Hono();
  app.get('/templates/thumbnails/:file', async (c) => {
    const sent = await sendFile(c, options.thumbnailsDir, c.req.param('file'), 'public, max-age=86400');
    return sent ?? c.json({ message: messages.notFound }, 404);
  });
  // The live preview's stylesheet: the very file public pages inline. Its URL outlives a new
  // build of the templates, so it is never cached without asking again.
  app.get('/templates/css/:file', async (c) => {
    const id = c.req.param('file').replace(/\.css$/, '');
    if (!isRegisteredTemplate(id) || `${id}.css` !== c.req.param('file'))
      return c.text(messages.templateNotFound, 404);
    const path = options.templateCssPath(id);
    return sendFile(c, dirname(path), basename(path), 'no-cache').then(
      (sent) => sent ?? c.text(messages.templateNotFound, 404),
    );
  });
  app.get('/assets/*', async (c) => {
    const sent = await sendFile(c, clientDir, c.req.path, IMMUTABLE);
    return sent ?? c.text(messages.notFound, 404);
  });

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path !== '/' && !spaPaths.has(path)) {
      const sent = await sendFile(c, clientDir, path, 'public, max-age=3600');
      if (sent) return sent;
    }
    // The pages the build rendered to HTML (and the 404 page for unknown paths), compressed once.
    const page = await prerendered.forPath(path);
    if (page) {
      c.header('Cache-Control', 'no-cache');
      c.header('ETag', page.page.etag);
      c.header('Vary', 'Accept-Encoding');
      if (matchesEtag(c.req.header('if-none-match'), page.page.etag)) return c.body(null, 304);
      const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
      if (!encoding) return c.html(page.page.html, page.status);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(page.page[encoding]), page.status);
    }
    const html = await readIndex();
    if (!html)
      return c.text('The app is not built yet: run `pnpm --filter @showfolio/host build`.', 503);
    c.header('Cache-Control', 'no-cache');
    // Unknown paths still get the SPA (it shows the 404 page) but with the right status.
    return c.html(html, spaPaths.has(path) ? 200 : 404);
  });
  return app;
}
