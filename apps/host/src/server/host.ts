import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Hono } from 'hono';
import {
  createApp,
  templateSourceFrom,
  type CreateAppOptions,
  type ServerConfig,
  type ShowfolioServer,
} from '@showfolio/server';
import { templateRecords } from '@showfolio/templates';
import { sessionGateScript } from '../prerendering';
import { scriptJson } from './html';
import { createPreviewPages } from './previewPages';
import { createRenderPool, type RenderPoolOptions } from './renderPool';
import { createResumePdfs, PORTFOLIO_PDF_FILE, type ResumePdfOptions, type ResumePdfs } from './resumePdf';
import { createPrerenderedPages } from './prerenderedPages';
import { createPublicPages, type PublicPages, type RenderTemplate } from './publicPages';
import { customDomainUrlFor, publicUrlFor } from './portfolioUrls';
import { customDomainHostRoutes } from './routes/customDomainHost';
import { edgeRoutes } from './routes/edge';
import { FONT_FILES, fontFiles } from './routes/fonts';
import { rawPathRouting, type AppHostEnv, type NodeBindings, type PortfolioHostEnv } from './routes/hostEnv';
import { portfolioMediaRoutes, SAMPLE_AVATAR, sampleAvatar } from './routes/media';
import { previewRoutes } from './routes/preview';
import {
  portfolioPathRoutes,
  portfolioSiteRoutes,
  publicPageHeadersFor,
  renderTimedOutAnswer,
} from './routes/publicPortfolio';
import { draftResumeRoutes } from './routes/draftResume';
import { createShareAssets, ownPictureReader, shareAssetRoutes } from './routes/shareAssets';
import { spaRoutes } from './routes/spa';

export { customDomainUrlFor, publicUrlFor } from './portfolioUrls';
export type { NodeBindings } from './routes/hostEnv';

/** What the SPA reads from the inline `<script type="application/json" id="showfolio-config">`. */
export interface ClientConfig {
  publicDomain: string;
  googleClientId: string | null;
  appUrl: string;
  /** Where a published site answers its résumé PDF ('resume.pdf', relative to the site). */
  portfolioPdfFile: string;
}

export const clientConfigElementId = 'showfolio-config';

export interface CreateHostOptions extends Pick<CreateAppOptions, 'logger' | 'announceMail'> {
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
  /** The résumé PDFs' bounds (time and page limits, disk budget, threads); defaults suit production. */
  pdf?: Omit<ResumePdfOptions, 'cacheDir'>;
  /**
   * Where one template's built CSS lies (`templateCssPath` of `@showfolio/templates/ssr`): the file
   * public pages inline, served to the wizard's live preview so its frame carries the same rules.
   */
  templateCssPath: (id: string) => string;
  /**
   * Where a served font file lies (`fontFilePath` of `@showfolio/templates/ssr`): the files of the
   * fonts an owner may choose, served under /fonts/ on every host. Left out, /fonts/ answers 404.
   */
  fontFilePath?: (name: string) => string | null;
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
  /** The published portfolios' résumé PDFs; `close()` ends their worker threads. */
  pdfs: ResumePdfs;
  /** The render worker threads; `close()` ends them. */
  renders: { close(): Promise<void> };
  /** What index.html hands the SPA (the dev server injects it itself). */
  clientConfig: ClientConfig;
}

export async function createHost(
  config: ServerConfig,
  options: CreateHostOptions,
): Promise<ShowfolioHost> {
  const { clientDir } = options;
  const renderPool = options.renderTemplate ? null : createRenderPool(options.renderPool);
  const renderTemplate = options.renderTemplate ?? renderPool!.render;
  // The server's media: the PDFs are made before the server, and read pictures only once it answers.
  const ownPicture = ownPictureReader(config, (path) => Promise.resolve(server.media.request(path)));
  const pdfs = createResumePdfs({ cacheDir: join(config.dataDir, 'cache', 'pdf'), ...options.pdf });
  const clientConfig: ClientConfig = {
    publicDomain: config.publicDomain,
    googleClientId: config.google.clientId ?? null,
    appUrl: config.appUrl,
    portfolioPdfFile: PORTFOLIO_PDF_FILE,
  };
  const configBlock = `<script type="application/json" id="${clientConfigElementId}">${scriptJson(clientConfig)}</script>`;
  const renderTimedOut = renderTimedOutAnswer(publicPageHeadersFor(config));

  let pages!: PublicPages;
  // The app's host, after the server's own routes (API, media): previews, then the SPA for the rest.
  const configure = (app: Hono, created: ShowfolioServer) => {
    pages = createPublicPages({
      lookup: (subdomain) => created.getPublicPortfolio(subdomain),
      lookupDomain: (domain) => created.getPublicPortfolioByDomain(domain),
      render: renderTemplate,
      publicUrl: (subdomain) => publicUrlFor(config, subdomain),
      onCacheRead: (cache, hit) => created.metrics.observeCache(cache, hit),
      domainUrl: (domain) => customDomainUrlFor(config, domain),
      pdfUrl: (_subdomain: string, pageUrl: string) => `${pageUrl}${PORTFOLIO_PDF_FILE}`,
      appUrl: config.appUrl,
    });
    app.route(
      '/',
      previewRoutes({
        previews: createPreviewPages({ render: renderTemplate }),
        verifyPreview: (id, token) =>
          Promise.resolve(
            created.api.request(
              `/templates/verify-preview/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
            ),
          ),
        renderTimedOut,
      }),
    );
    app.route(
      '/',
      spaRoutes({
        clientDir,
        thumbnailsDir: options.thumbnailsDir,
        templateCssPath: options.templateCssPath,
        head: configBlock,
        prerendered: createPrerenderedPages({
          clientDir,
          origin: new URL(config.appUrl).origin,
          head: configBlock,
          google: Boolean(config.google.clientId),
        }),
      }),
    );
  };

  const server = await createApp(config, {
    ...(options.logger ? { logger: options.logger } : {}),
    announceMail: options.announceMail,
    // The prerendered pages' one inline script (the session gate, see prerendering.ts), by its hash.
    contentSecurityPolicy: {
      // The editor's Résumé tab shows the draft's PDF from a blob: address.
      frameSrc: ["'self'", 'blob:', 'https://accounts.google.com/gsi/'],
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

  const publicPortfolio = { config, pages, recordView: server.recordView };
  const shareAssets = createShareAssets({ config, pages, pdfs, server, ownPicture });
  // A portfolio's own host answers its page, its share assets, its pictures and the health check;
  // nothing else. Served here rather than through the app's router: the hottest page skips routing
  // and per-request logging (a CDN in front of it logs at scale).
  const fonts = fontFiles(options.fontFilePath ?? (() => null));
  const portfolioHost = new Hono<PortfolioHostEnv>(rawPathRouting)
    .use(SAMPLE_AVATAR, sampleAvatar(clientDir))
    .get(FONT_FILES, fonts)
    .route('/', portfolioSiteRoutes(publicPortfolio))
    .route('/', shareAssetRoutes(shareAssets))
    .route('/', portfolioMediaRoutes({ appUrl: config.appUrl, pages, server: server.app.fetch }));
  const appHost = new Hono<AppHostEnv>(rawPathRouting)
    .use(SAMPLE_AVATAR, sampleAvatar(clientDir))
    .get(FONT_FILES, fonts)
    .route('/', portfolioPathRoutes({ ...publicPortfolio, portfolioPdf: shareAssets.portfolioPdf }))
    .route('/', draftResumeRoutes({ pdfs, server, ownPicture }))
    .all('*', (c) => server.app.fetch(c.req.raw, c.env.node));
  const byHost = customDomainHostRoutes({ config, pages, portfolioHost, appHost });

  const edge = edgeRoutes({ config, server, byHost });
  const fetch = async (request: Request, bindings?: NodeBindings) =>
    edge.fetch(request, bindings);

  const renders = { close: async () => renderPool?.close() };
  return { fetch, server, pages, pdfs, renders, clientConfig };
}
