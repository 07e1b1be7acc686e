import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { LRUCache } from 'lru-cache';
import {
  compression,
  createApp,
  MAX_URL_LENGTH,
  REQUEST_SCOPE,
  requestIdOf,
  requestTargetLength,
  templateSourceFrom,
  uriTooLongMessage,
  type CreateAppOptions,
  type PublicPortfolio,
  type RequestScope,
  type ServerConfig,
  type ShowfolioServer,
} from '@showfolio/server';
import {
  hostToCustomDomain,
  hostToSubdomain,
  messages,
  type VerifyPreviewResponse,
} from '@showfolio/portfolio-schema';
import { getTemplateMeta, isRegisteredTemplate, templateRecords } from '@showfolio/templates';
import { sessionGateScript } from '../prerendering';
import { spaPaths } from '../routes';
import { scriptJson } from './html';
import {
  hostModeNotFoundPage,
  portfolioNotFoundPage,
  portfolioRobots,
  portfolioSitemap,
  previewDeniedPage,
  renderTimedOutPage,
} from './pages';
import { etagOf, matchesEtag } from './etag';
import { ownsMediaFile } from './media';
import { createPreviewPages } from './previewPages';
import { createRenderPool, RenderTimeoutError, type RenderPoolOptions } from './renderPool';
import { renderSocialImage, SOCIAL_IMAGE_PATH } from './socialImage';
import {
  createPortfolioPdfs,
  pdfFailureAnswer,
  pdfUnavailableMessage,
  PORTFOLIO_PDF_FILE,
  PdfRefusedError,
  type PortfolioPdfOptions,
  type PortfolioPdfs,
} from './portfolioPdf';
import { createPrerenderedPages } from './prerenderedPages';
import { createPublicPages, type PublicPages, type RenderTemplate } from './publicPages';
import { acceptedEncodings, contentTypeOf, readStaticFile, readStaticVariant } from './staticFiles';

/** What the SPA reads from the inline `<script type="application/json" id="showfolio-config">`. */
export interface ClientConfig {
  publicDomain: string;
  googleClientId: string | null;
  appUrl: string;
  /** Where a published site answers its PDF ('resume.pdf', relative to the site), or null when this server cannot print. */
  portfolioPdfFile: string | null;
}

export const clientConfigElementId = 'showfolio-config';

export interface CreateHostOptions extends Pick<CreateAppOptions, 'logger'> {
  /** The built SPA (`vite build` output): index.html, assets/, and public files. */
  clientDir: string;
  /**
   * Renders in this thread instead of the render pool (older tests pass `@showfolio/templates/ssr`'s
   * renderPortfolio). Left out, as `npm start` does, pages render in worker threads (renderPool.ts).
   */
  renderTemplate?: RenderTemplate;
  /** The worker pool's size and time limit (defaults in renderPool.ts). */
  renderPool?: RenderPoolOptions;
  /** `@showfolio/templates/ssr`'s thumbnails folder (the built dist in production). */
  thumbnailsDir: string;
  /**
   * The Chromium that prints published pages to PDF (`CHROMIUM_PATH`, `/usr/bin/chromium` in
   * `startHost`). Absent, or no executable there: pages carry no "Download PDF" link and the PDF
   * route answers 503.
   */
  chromiumPath?: string;
  /** The PDF bounds (time and page limits, disk budget); defaults suit production. */
  pdf?: Pick<PortfolioPdfOptions, 'timeoutMs' | 'maxPages' | 'maxCacheBytes'>;
  /**
   * Where one template's built CSS lies (`templateCssPath` of `@showfolio/templates/ssr`): the file
   * public pages inline, served to the wizard's live preview so its frame carries the same rules.
   */
  templateCssPath: (id: string) => string;
}

export interface ShowfolioHost {
  /**
   * The whole product: host-based portfolios, then the API, media, SSR pages and the SPA.
   * `bindings` are the Node adapter's (`{ incoming, outgoing }`): the client address for rate
   * limits comes from them, so a caller must pass them on.
   */
  fetch: (request: Request, bindings?: NodeBindings) => Promise<Response>;
  server: ShowfolioServer;
  pages: PublicPages;
  /** The published pages' PDFs; `close()` stops their browser. */
  pdfs: PortfolioPdfs;
  /** The render worker threads; `close()` ends them. */
  renders: { close(): Promise<void> };
  /** What index.html hands the SPA (the dev server injects it itself). */
  clientConfig: ClientConfig;
}

export type NodeBindings = HttpBindings | Http2Bindings;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The sample portfolio (previews of owners without a portfolio) points here; the file ships with the SPA, not the uploads.
const SAMPLE_AVATAR = '/media/sample-avatar.webp';

/** http://{sub}.{PUBLIC_DOMAIN}{:port}/, with the scheme and port of APP_URL (as deployUrl is). */
export function publicUrlFor(
  config: Pick<ServerConfig, 'appUrl' | 'publicDomain'>,
  subdomain: string,
): string {
  const app = new URL(config.appUrl);
  return `${app.protocol}//${subdomain}.${config.publicDomain}${app.port ? `:${app.port}` : ''}/`;
}

/** http://{domain}{:port}/ for a custom domain, with the scheme and port of APP_URL (a proxy such as Caddy sits in front in production). */
export function customDomainUrlFor(config: Pick<ServerConfig, 'appUrl'>, domain: string): string {
  const app = new URL(config.appUrl);
  return `${app.protocol}//${domain}${app.port ? `:${app.port}` : ''}/`;
}

/** Where a portfolio's public page lives: its primary custom domain once it routes here, else its subdomain. */
const portfolioUrlFor = (
  config: Pick<ServerConfig, 'appUrl' | 'publicDomain'>,
  portfolio: Pick<PublicPortfolio, 'subdomain' | 'primaryDomain'>,
) =>
  portfolio.primaryDomain
    ? customDomainUrlFor(config, portfolio.primaryDomain)
    : publicUrlFor(config, portfolio.subdomain);

/**
 * The route pattern, for the metrics, of a request the host answers itself (what the server
 * answers is labelled by the server's own routes).
 */
function hostRouteLabel(pathname: string, subdomain: string | null): string {
  if (subdomain) {
    const known = ['/', SOCIAL_IMAGE_PATH, `/${PORTFOLIO_PDF_FILE}`, '/robots.txt', '/sitemap.xml'];
    return `portfolio host ${known.includes(pathname) ? pathname : '(not found)'}`;
  }
  if (pathname.startsWith('/portfolio')) {
    return pathname.endsWith(`/${PORTFOLIO_PDF_FILE}`)
      ? `/portfolio/:subdomain/${PORTFOLIO_PDF_FILE}`
      : '/portfolio/:subdomain';
  }
  return pathname === SAMPLE_AVATAR ? SAMPLE_AVATAR : 'host (other)';
}

export async function createHost(
  config: ServerConfig,
  options: CreateHostOptions,
): Promise<ShowfolioHost> {
  const { clientDir } = options;
  const renderPool = options.renderTemplate ? null : createRenderPool(options.renderPool);
  const renderTemplate = options.renderTemplate ?? renderPool!.render;
  const previews = createPreviewPages({ render: renderTemplate });
  const pdfs = createPortfolioPdfs({
    chromiumPath: options.chromiumPath ?? '',
    picture: (url) => ownPicture(url),
    cacheDir: join(config.dataDir, 'cache', 'pdf'),
    ...options.pdf,
  });
  const clientConfig: ClientConfig = {
    publicDomain: config.publicDomain,
    googleClientId: config.google.clientId ?? null,
    appUrl: config.appUrl,
    portfolioPdfFile: pdfs.available ? PORTFOLIO_PDF_FILE : null,
  };
  const configBlock = `<script type="application/json" id="${clientConfigElementId}">${scriptJson(clientConfig)}</script>`;
  let indexHtml: Promise<string | null> | undefined;
  const readIndex = () =>
    (indexHtml ??= readFile(join(clientDir, 'index.html'), 'utf8').then(
      (html) => html.replace('</head>', () => `${configBlock}</head>`),
      () => {
        indexHtml = undefined;
        return null;
      },
    ));

  const prerendered = createPrerenderedPages({
    clientDir,
    origin: new URL(config.appUrl).origin,
    head: configBlock,
    google: Boolean(config.google.clientId),
  });

  let pages!: PublicPages;
  const origins = [
    new URL(config.appUrl).origin,
    ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
  ];
  // A public page runs no script and posts no form; pictures come from the app's /media or S3.
  // connect-src 'self' grants nothing to a page without script; it lets crawlers' audits (Lighthouse
  // fetches robots.txt from inside the page) read the site's own robots.txt.
  const publicPageHeaders = {
    'Content-Type': 'text/html; charset=UTF-8',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: ${origins.join(' ')}; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  };

  /**
   * The page of `subdomain` (or its not-found page), answering If-None-Match with 304. A served
   * portfolio (200 or 304) is handed to the server's analytics, which decides whether it counts.
   */
  async function publicPortfolio(
    request: Request,
    subdomain: string,
    lookedUpHost: string,
    bindings: NodeBindings | undefined,
  ): Promise<Response> {
    let result;
    try {
      result = await pages.page(subdomain, lookedUpHost);
    } catch (error) {
      if (error instanceof RenderTimeoutError) return renderTimedOut(request);
      throw error;
    }
    const body = request.method === 'HEAD' ? null : result.html;
    if (!result.etag) {
      return new Response(body, {
        status: result.status,
        headers: { ...publicPageHeaders, 'Cache-Control': 'no-store' },
      });
    }
    // Shared caches may keep it but must revalidate, so an edit shows on the next request.
    const headers: Record<string, string> = {
      ...publicPageHeaders,
      ETag: result.etag,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      Vary: 'Accept-Encoding',
    };
    const status = matchesEtag(request.headers.get('if-none-match') ?? undefined, result.etag)
      ? 304
      : result.status;
    server.recordView({
      subdomain,
      request,
      status,
      socketAddress: bindings?.incoming.socket.remoteAddress,
    });
    if (status === 304) return new Response(null, { status, headers });
    // The cached page holds its brotli and gzip bytes: a hot page is never compressed twice.
    const encoding = result.compressed
      ? acceptedEncodings(request.headers.get('accept-encoding'))[0]
      : undefined;
    if (encoding && result.compressed) {
      headers['Content-Encoding'] = encoding;
      const bytes = result.compressed[encoding];
      return new Response(request.method === 'HEAD' ? null : bytes, { status, headers });
    }
    return new Response(body, { status, headers });
  }
  const configure = (app: Hono, server: ShowfolioServer) => {
    pages = createPublicPages({
      lookup: (subdomain) => server.getPublicPortfolio(subdomain),
      lookupDomain: (domain) => server.getPublicPortfolioByDomain(domain),
      render: renderTemplate,
      publicUrl: (subdomain) => publicUrlFor(config, subdomain),
      onCacheRead: (cache, hit) => server.metrics.observeCache(cache, hit),
      domainUrl: (domain) => customDomainUrlFor(config, domain),
      ...(pdfs.available
        ? { pdfUrl: (_subdomain: string, pageUrl: string) => `${pageUrl}${PORTFOLIO_PDF_FILE}` }
        : {}),
    });

    const sendFile = async (c: Context, root: string, path: string, cacheControl: string) => {
      const file = await readStaticVariant(root, path, c.req.header('accept-encoding'));
      if (!file) return null;
      c.header('Content-Type', contentTypeOf(path));
      c.header('Cache-Control', cacheControl);
      c.header('Vary', 'Accept-Encoding');
      if (file.encoding) c.header('Content-Encoding', file.encoding);
      return c.body(new Uint8Array(file.body));
    };

    app.get('/templates/thumbnails/:file', async (c) => {
      const sent = await sendFile(
        c,
        options.thumbnailsDir,
        c.req.param('file'),
        'public, max-age=86400',
      );
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

    const preview = async (c: Context, id: string) => {
      c.header('Cache-Control', 'private, no-store');
      const token = c.req.query('token') ?? '';
      if (!id || !token) return c.html(previewDeniedPage(messages.previewMissingParameters), 400);
      // The API's own check, so the page and GET /api/templates/verify-preview never disagree.
      const verdict = await server.api.request(
        `/templates/verify-preview/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
      );
      if (!verdict.ok) {
        const body = (await verdict.json().catch(() => ({}))) as { message?: string };
        const status = verdict.status === 404 ? 404 : verdict.status === 400 ? 400 : 403;
        return c.html(previewDeniedPage(body.message || messages.previewInvalid), status);
      }
      // The link's owner's portfolio when they have saved one, else the sample person (with a note),
      // rendered once per version of that data (its hash: every link to the same data shares it).
      const { portfolioData } = (await verdict.json()) as VerifyPreviewResponse;
      let html: string | null;
      try {
        html = await previews.page(id, portfolioData ?? null, etagOf('', JSON.stringify(portfolioData)));
      } catch (error) {
        if (error instanceof RenderTimeoutError) return renderTimedOut(c.req.raw);
        throw error;
      }
      if (html === null) return c.html(previewDeniedPage(messages.templateNotFound), 404);
      return c.html(html);
    };
    app.get('/preview', (c) => preview(c, ''));
    app.get('/preview/', (c) => preview(c, ''));
    app.get('/preview/:id', (c) => preview(c, c.req.param('id')));

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
  };

  const renderTimedOut = (request: Request) =>
    new Response(request.method === 'HEAD' ? null : renderTimedOutPage(), {
      status: 503,
      headers: { ...publicPageHeaders, 'Cache-Control': 'no-store', 'Retry-After': '30' },
    });

  const server = await createApp(config, {
    ...(options.logger ? { logger: options.logger } : {}),
    // The prerendered pages' one inline script (the session gate, see prerendering.ts), by its hash.
    contentSecurityPolicy: {
      scriptSrc: [
        "'self'",
        `'sha256-${createHash('sha256').update(sessionGateScript).digest('base64')}'`,
        'https://accounts.google.com/gsi/client',
      ],
    },
    templates: templateSourceFrom(templateRecords()),
    configure,
  });
  // A successful API write here (before its response leaves), or in another process sharing the
  // PostgreSQL database (LISTEN/NOTIFY): the next page reads the database again. The lookup TTL
  // stays as a safety net for a notification lost while the LISTEN connection was down.
  server.onPublicChange(() => pages.invalidate());

  // A new object for every response: the Node adapter writes Content-Length into the headers it is
  // given, so a shared one would hand the first page's length to every later page.
  const hostModeHeaders = () => ({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  const appAddress = new URL(config.appUrl);
  /** Names that are the app itself, never looked up as custom domains. */
  const appHostnames = new Set([appAddress.hostname.toLowerCase(), config.publicDomain]);
  /** `{sub}.{PUBLIC_DOMAIN}[:port]`, the host a `/portfolio/{sub}` page stands for (shown on its 404). */
  const publicHostFor = (subdomain: string) =>
    `${subdomain.slice(0, 100)}.${config.publicDomain}${appAddress.port ? `:${appAddress.port}` : ''}`;

  /** The bytes of a profile picture we host ourselves (uploads, or the configured S3 bucket); never any other address. */
  async function ownPicture(url: string): Promise<Buffer | null> {
    const media = `${config.appUrl}/media/`;
    let response: Response | null = null;
    if (url.startsWith(media)) {
      response = await server.media.request(`/${url.slice(media.length)}`);
    } else if (config.s3 && url.startsWith(`${config.s3.publicUrl}/`)) {
      response = await globalThis
        .fetch(url, { signal: AbortSignal.timeout(5000) })
        .catch(() => null);
    }
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }

  // Rendered once per (portfolio content, template version), like the page itself.
  const socialImages = new LRUCache<string, Uint8Array<ArrayBuffer>, PublicPortfolio>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (png) => png.byteLength,
    fetchMethod: async (_key, _stale, { context: portfolio }) => {
      const input = {
        data: portfolio.portfolioData,
        colors: getTemplateMeta(portfolio.templateIdentifier)?.socialCard,
        host: new URL(portfolioUrlFor(config, portfolio)).host,
      };
      const picture = portfolio.portfolioData.profilePicture
        ? await ownPicture(portfolio.portfolioData.profilePicture)
        : null;
      // A picture sharp cannot read leaves the initials rather than no image at all.
      const png = await renderSocialImage({ ...input, picture }).catch(() =>
        renderSocialImage({ ...input, picture: null }),
      );
      return new Uint8Array(png);
    },
  });

  /** The portfolio's Open Graph image (1200×630 PNG), with its own ETag. */
  async function socialImage(request: Request, subdomain: string): Promise<Response> {
    const portfolio = await pages.deployed(subdomain);
    if (!portfolio?.portfolioData) {
      return new Response(request.method === 'HEAD' ? null : 'Not found\n', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const version = getTemplateMeta(portfolio.templateIdentifier)?.version ?? 'unknown';
    // The card shows the portfolio's address: keyed by it too (see etagOf).
    const etag = etagOf('og-', portfolio.etag, version, portfolioUrlFor(config, portfolio));
    const headers = {
      'Content-Type': 'image/png',
      ETag: etag,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    };
    if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
      return new Response(null, { status: 304, headers });
    const png = await socialImages.fetch(etag, { context: portfolio });
    return new Response(request.method === 'HEAD' ? null : png!, { headers });
  }

  /** robots.txt and sitemap.xml of a portfolio host: a published portfolio is a small website of its own. */
  async function siteFile(request: Request, subdomain: string, robots: boolean): Promise<Response> {
    const portfolio = await pages.deployed(subdomain);
    const body = (text: string) => (request.method === 'HEAD' ? null : text);
    if (!portfolio) {
      return new Response(body('Not found\n'), {
        status: 404,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    const publicUrl = portfolioUrlFor(config, portfolio);
    return new Response(
      body(robots ? portfolioRobots(publicUrl) : portfolioSitemap(publicUrl, portfolio.updatedAt)),
      {
        headers: {
          'Content-Type': robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
          'X-Content-Type-Options': 'nosniff',
        },
      },
    );
  }

  /**
   * The published page printed to A4 (its print stylesheet, through the server's Chromium), as a
   * download. Rate limited per address, and its prints per portfolio; kept on disk by content, so a
   * portfolio is printed once per change.
   */
  async function portfolioPdf(
    request: Request,
    subdomain: string,
    bindings: NodeBindings | undefined,
  ): Promise<Response> {
    const text = (status: number, message: string, extra: Record<string, string> = {}) =>
      new Response(request.method === 'HEAD' ? null : `${message}\n`, {
        status,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...extra,
        },
      });
    if (!pdfs.available) return text(503, pdfUnavailableMessage);
    const refused = await server.limitClient(
      'pdfIp',
      request,
      bindings?.incoming.socket.remoteAddress,
    );
    if (refused) return text(refused.status, refused.message, refused.headers);
    const page = await pages.page(subdomain, publicHostFor(subdomain));
    if (page.status !== 200 || !page.etag) return text(404, messages.portfolioNotFound);
    const etag = `"pdf-${page.etag.replace(/"/g, '')}"`;
    const headers = {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${subdomain.toLowerCase()}-resume.pdf"`,
      ETag: etag,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    };
    if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
      return new Response(null, { status: 304, headers });
    let pdf: Uint8Array<ArrayBuffer>;
    try {
      pdf = await pdfs.render(page.html, async () => {
        const refused = await server.limitKey('pdfPortfolio', subdomain.toLowerCase());
        if (refused) throw new PdfRefusedError(refused);
      });
    } catch (error) {
      const answer = pdfFailureAnswer(error);
      if (answer.status === 503)
        server.logger.error({ code: 'pdf_failed', error: error instanceof Error ? error.message : String(error) }, 'printing a portfolio to PDF failed');
      return text(answer.status, answer.message, answer.headers);
    }
    return new Response(request.method === 'HEAD' ? null : pdf, { headers });
  }

  /** `/portfolio/{sub}` on the app's own host: the public page with the public page's strict headers. */
  function portfolioPath(
    request: Request,
    pathname: string,
    bindings: NodeBindings | undefined,
  ): Promise<Response> | Response {
    const name = pathname.slice('/portfolio/'.length);
    const pdfSuffix = `/${PORTFOLIO_PDF_FILE}`;
    if (name.endsWith(pdfSuffix) && !name.slice(0, -pdfSuffix.length).includes('/')) {
      return portfolioPdf(request, decodedName(name.slice(0, -pdfSuffix.length)), bindings);
    }
    if (name === '' || name.includes('/')) {
      return new Response(
        request.method === 'HEAD'
          ? null
          : portfolioNotFoundPage(messages.invalidSubdomain, request.headers.get('host') ?? ''),
        {
          status: 404,
          headers: { ...publicPageHeaders, 'Cache-Control': 'no-store' },
        },
      );
    }
    const subdomain = decodedName(name);
    return publicPortfolio(request, subdomain, publicHostFor(subdomain), bindings);
  }

  const decodedName = (name: string) => {
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  };

  async function route(request: Request, bindings?: NodeBindings): Promise<Response> {
    // Refused before anything parses or logs it: a flood of huge addresses costs nothing here.
    if (requestTargetLength(request.url) > MAX_URL_LENGTH) {
      return new Response(JSON.stringify({ message: uriTooLongMessage }), {
        status: 414,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const url = new URL(request.url);
    const host = request.headers.get('host') ?? url.host;
    const method = request.method;
    let subdomain = hostToSubdomain(host, config.publicDomain);
    // A host that is neither the app's nor one of its subdomains may be a connected custom domain:
    // it answers exactly as the portfolio's subdomain does. Unknown hosts go on as before.
    const customDomain = subdomain ? null : hostToCustomDomain(host);
    if (customDomain && !appHostnames.has(customDomain)) {
      const portfolio = await pages.deployedAtDomain(customDomain);
      if (portfolio) subdomain = portfolio.subdomain;
    } else if (subdomain && config.customDomains.redirectSubdomain && (method === 'GET' || method === 'HEAD')) {
      // Once the primary custom domain routes here, the subdomain sends its visitors (and links) there.
      const redirectable = url.pathname === '/' || url.pathname === SOCIAL_IMAGE_PATH || url.pathname === `/${PORTFOLIO_PDF_FILE}` || url.pathname === '/robots.txt' || url.pathname === '/sitemap.xml';
      const portfolio = redirectable ? await pages.deployed(subdomain) : null;
      if (portfolio?.primaryDomain) {
        const target = new URL(customDomainUrlFor(config, portfolio.primaryDomain));
        target.pathname = url.pathname;
        target.search = url.search;
        return new Response(null, {
          status: 301,
          headers: { Location: target.toString(), 'Cache-Control': 'public, max-age=300' },
        });
      }
    }

    if (url.pathname === SAMPLE_AVATAR && (method === 'GET' || method === 'HEAD')) {
      const body = await readStaticFile(clientDir, SAMPLE_AVATAR);
      if (body) {
        return new Response(method === 'HEAD' ? null : new Uint8Array(body), {
          headers: {
            'Content-Type': 'image/webp',
            'Cache-Control': IMMUTABLE,
            'Cross-Origin-Resource-Policy': 'cross-origin',
          },
        });
      }
    }

    if (
      !subdomain &&
      (method === 'GET' || method === 'HEAD') &&
      (url.pathname === '/portfolio' || url.pathname.startsWith('/portfolio/'))
    ) {
      return portfolioPath(
        request,
        url.pathname === '/portfolio' ? '/portfolio/' : url.pathname,
        bindings,
      );
    }

    if (subdomain) {
      // A portfolio's own host answers its page, its pictures and the health check; nothing else.
      // Served here rather than through the app's router: the hottest page skips routing and
      // per-request logging (a CDN in front of it logs at scale).
      if (url.pathname === '/' && (method === 'GET' || method === 'HEAD'))
        return publicPortfolio(request, subdomain, host, bindings);
      if (url.pathname === SOCIAL_IMAGE_PATH && (method === 'GET' || method === 'HEAD')) {
        return socialImage(request, subdomain);
      }
      if (url.pathname === `/${PORTFOLIO_PDF_FILE}` && (method === 'GET' || method === 'HEAD')) {
        return portfolioPdf(request, subdomain, bindings);
      }
      if (
        (url.pathname === '/robots.txt' || url.pathname === '/sitemap.xml') &&
        (method === 'GET' || method === 'HEAD')
      ) {
        return siteFile(request, subdomain, url.pathname === '/robots.txt');
      }
      // Its own uploads only: another account's PDF must not read as this portfolio's.
      const passThrough =
        url.pathname === '/api/health' ||
        url.pathname === '/api/ready' ||
        (url.pathname.startsWith('/media/') &&
          ownsMediaFile(await pages.deployed(subdomain), config.appUrl, url.pathname));
      if (!passThrough || (method !== 'GET' && method !== 'HEAD')) {
        return new Response(method === 'HEAD' ? null : hostModeNotFoundPage(url.pathname), {
          status: 404,
          headers: hostModeHeaders(),
        });
      }
    }

    return server.app.fetch(request, bindings);
  }

  // Everything, including what `route` answers itself (portfolio hosts' pages and their 404s),
  // goes through the server's compression: text above 1 KB is gzipped unless it already carries
  // an encoding (the cached public pages, the build's asset twins).
  const edge = new Hono<{ Bindings: NodeBindings | undefined }>();
  edge.use('*', compression());
  // Every answer carries an X-Request-Id (the proxy's when well-formed) and is counted in the
  // metrics under its route pattern, whether the host or the server answered it.
  edge.all('*', async (c) => {
    const started = performance.now();
    const scope: RequestScope = { requestId: requestIdOf(c.req.header('x-request-id')) };
    const bindings: NodeBindings | undefined = c.env
      ? Object.assign({}, c.env, { [REQUEST_SCOPE]: scope })
      : undefined;
    const response = await route(c.req.raw, bindings);
    if (!response.headers.has('x-request-id')) response.headers.set('X-Request-Id', scope.requestId);
    if (server.metrics.enabled) {
      const url = new URL(c.req.url);
      const label =
        scope.route ??
        hostRouteLabel(
          url.pathname,
          hostToSubdomain(c.req.header('host') ?? url.host, config.publicDomain),
        );
      server.metrics.observeRequest(
        c.req.method,
        label,
        response.status,
        (performance.now() - started) / 1000,
      );
    }
    return response;
  });
  const fetch = async (request: Request, bindings?: NodeBindings) =>
    edge.fetch(request, bindings);

  const renders = { close: async () => renderPool?.close() };
  return { fetch, server, pages, pdfs, renders, clientConfig };
}
