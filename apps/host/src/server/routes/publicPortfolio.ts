import { Hono } from 'hono';
import type { ServerConfig, ShowfolioServer } from '@showfolio/server';
import { messages, portfolioPathPrefix } from '@showfolio/portfolio-schema';
import { matchesEtag } from '../etag';
import { notFoundWays, portfolioNotFoundPage, portfolioRobots, portfolioSitemap, renderTimedOutPage } from '../pages';
import { PORTFOLIO_PDF_FILE } from '../resumePdf';
import { portfolioUrlFor, publicHostFor } from '../portfolioUrls';
import type { PublicPageResult, PublicPages } from '../publicPages';
import { RenderTimeoutError } from '../renderPool';
import { acceptedEncodings } from '../staticFiles';
import {
  clientAddressOf,
  plainTextAnswer,
  rawPathRouting,
  type AppHostEnv,
  type HostBindings,
  type PortfolioHostEnv,
} from './hostEnv';

/**
 * The headers of a public page. It runs no script and posts no form; pictures come from the app's
 * /media or S3. connect-src 'self' grants nothing to a page without script; it lets crawlers'
 * audits (Lighthouse fetches robots.txt from inside the page) read the site's own robots.txt.
 */
export function publicPageHeadersFor(config: Pick<ServerConfig, 'appUrl' | 's3'>): Record<string, string> {
  const origins = [
    new URL(config.appUrl).origin,
    ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
  ];
  return {
    'Content-Type': 'text/html; charset=UTF-8',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: ${origins.join(' ')}; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  };
}

/** The answer when a render runs out of time (a public page or a preview). */
export const renderTimedOutAnswer =
  (publicPageHeaders: Record<string, string>) =>
  (request: Request): Response =>
    new Response(request.method === 'HEAD' ? null : renderTimedOutPage(), {
      status: 503,
      headers: { ...publicPageHeaders, 'Cache-Control': 'no-store', 'Retry-After': '30' },
    });

export interface PublicPortfolioOptions {
  config: Pick<ServerConfig, 'appUrl' | 'publicDomain' | 's3'>;
  pages: PublicPages;
  /** The server's analytics: handed every served page (200 or 304), it decides whether it counts. */
  recordView: ShowfolioServer['recordView'];
}

/**
 * The page of `subdomain` (or its not-found page), answering If-None-Match with 304. A served
 * portfolio (200 or 304) is handed to the server's analytics, which decides whether it counts.
 */
export function publicPortfolioAnswer({ config, pages, recordView }: PublicPortfolioOptions) {
  const publicPageHeaders = publicPageHeadersFor(config);
  const renderTimedOut = renderTimedOutAnswer(publicPageHeaders);
  /**
   * A cached page's headers per encoding, built once per page (they depend on nothing else):
   * shared caches may keep it but must revalidate, so an edit shows on the next request.
   */
  const pageHeaders = new WeakMap<PublicPageResult, Map<string, Record<string, string>>>();
  const headersFor = (result: PublicPageResult, encoding: 'br' | 'gzip' | undefined) => {
    let byEncoding = pageHeaders.get(result);
    if (!byEncoding) pageHeaders.set(result, (byEncoding = new Map()));
    const key = encoding ?? '';
    let headers = byEncoding.get(key);
    if (!headers) {
      headers = {
        ...publicPageHeaders,
        ETag: result.etag!,
        'Cache-Control': 'public, max-age=0, must-revalidate',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      };
      byEncoding.set(key, headers);
    }
    // A copy: whoever handles the response after us may add to its headers.
    return { ...headers };
  };
  return async (
    request: Request,
    subdomain: string,
    lookedUpHost: string,
    bindings: HostBindings,
  ): Promise<Response> => {
    let result;
    try {
      result = await pages.page(subdomain, lookedUpHost);
    } catch (error) {
      if (error instanceof RenderTimeoutError) return renderTimedOut(request);
      throw error;
    }
    const head = request.method === 'HEAD';
    if (!result.etag) {
      return new Response(head ? null : result.html, {
        status: result.status,
        headers: { ...publicPageHeaders, 'Cache-Control': 'no-store' },
      });
    }
    const status = matchesEtag(request.headers.get('if-none-match') ?? undefined, result.etag)
      ? 304
      : result.status;
    recordView({ subdomain, request, status, socketAddress: clientAddressOf(bindings) });
    // The cached page holds its brotli and gzip bytes: a hot page is never compressed twice.
    const encoding = result.compressed
      ? acceptedEncodings(request.headers.get('accept-encoding'))[0]
      : undefined;
    const headers = headersFor(result, status === 304 ? undefined : encoding);
    if (status === 304) return new Response(null, { status, headers });
    const bytes = encoding && result.compressed ? result.compressed[encoding] : (result.bytes ?? result.html);
    return new Response(head ? null : bytes, { status, headers });
  };
}

/**
 * A portfolio's own host: its page at `/`, and its robots.txt and sitemap.xml (a published
 * portfolio is a small website of its own).
 */
export function portfolioSiteRoutes(options: PublicPortfolioOptions): Hono<PortfolioHostEnv> {
  const { config, pages } = options;
  const page = publicPortfolioAnswer(options);

  const siteFile = async (request: Request, subdomain: string, robots: boolean) => {
    const portfolio = await pages.deployed(subdomain);
    if (!portfolio) return plainTextAnswer(request, 404, 'Not found');
    const publicUrl = portfolioUrlFor(config, portfolio);
    return new Response(
      request.method === 'HEAD'
        ? null
        : robots
          ? portfolioRobots(publicUrl)
          : portfolioSitemap(publicUrl, portfolio.updatedAt),
      {
        headers: {
          'Content-Type': robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
          'X-Content-Type-Options': 'nosniff',
        },
      },
    );
  };

  const app = new Hono<PortfolioHostEnv>(rawPathRouting);
  app.get('/', (c) => page(c.req.raw, c.env.site.subdomain, c.env.site.host, c.env));
  app.get('/robots.txt', (c) => siteFile(c.req.raw, c.env.site.subdomain, true));
  app.get('/sitemap.xml', (c) => siteFile(c.req.raw, c.env.site.subdomain, false));
  return app;
}

export interface PortfolioPathOptions extends PublicPortfolioOptions {
  /** The PDF of a published page (shareAssets.ts), for `/portfolio/{sub}/resume.pdf`. */
  portfolioPdf: (request: Request, subdomain: string, bindings: HostBindings) => Promise<Response>;
}

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** `/portfolio/{sub}` on the app's own host: the public page with the public page's strict headers. */
export function portfolioPathRoutes(options: PortfolioPathOptions): Hono<AppHostEnv> {
  const { config, portfolioPdf } = options;
  const page = publicPortfolioAnswer(options);
  const publicPageHeaders = publicPageHeadersFor(config);
  const pdfSuffix = `/${PORTFOLIO_PDF_FILE}`;

  const app = new Hono<AppHostEnv>(rawPathRouting);
  app.get(`${portfolioPathPrefix}/*`, (c) => {
    const name = c.req.path.slice(`${portfolioPathPrefix}/`.length);
    if (name.endsWith(pdfSuffix) && !name.slice(0, -pdfSuffix.length).includes('/'))
      return portfolioPdf(c.req.raw, decodedName(name.slice(0, -pdfSuffix.length)), c.env);
    if (name === '' || name.includes('/')) {
      return new Response(
        c.req.method === 'HEAD'
          ? null
          : portfolioNotFoundPage(messages.invalidSubdomain, c.req.header('host') ?? '', {
              home: new URL('/', config.appUrl).href,
              ways: notFoundWays(config.appUrl),
            }),
        { status: 404, headers: { ...publicPageHeaders, 'Cache-Control': 'no-store' } },
      );
    }
    const subdomain = decodedName(name);
    return page(c.req.raw, subdomain, publicHostFor(config, subdomain), c.env);
  });
  return app;
}
