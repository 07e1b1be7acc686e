import { Hono, type MiddlewareHandler } from 'hono';
import { hostModeNotFoundPage } from '../pages';
import { ownsMediaFile } from '../media';
import type { PublicPages } from '../publicPages';
import { readStaticFile } from '../staticFiles';
import { IMMUTABLE } from './spa';
import { isGetOrHead, rawPathRouting, type NodeBindings, type PortfolioHostEnv } from './hostEnv';

// The sample portfolio (previews of owners without a portfolio) points here; the file ships with the SPA, not the uploads.
export const SAMPLE_AVATAR = '/media/sample-avatar.webp';

/** The sample person's picture from the SPA's build, on every host; without the file, on to the next route. */
export function sampleAvatar(clientDir: string): MiddlewareHandler {
  return async (c, next) => {
    if (isGetOrHead(c.req.method)) {
      const body = await readStaticFile(clientDir, SAMPLE_AVATAR);
      if (body) {
        return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
          headers: {
            'Content-Type': 'image/webp',
            'Cache-Control': IMMUTABLE,
            'Cross-Origin-Resource-Policy': 'cross-origin',
          },
        });
      }
    }
    await next();
  };
}

// A new object for every response: the Node adapter writes Content-Length into the headers it is
// given, so a shared one would hand the first page's length to every later page.
const hostModeHeaders = () => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
});

export interface PortfolioMediaOptions {
  appUrl: string;
  pages: PublicPages;
  /** The server itself (media, health), for what passes through. */
  server: (request: Request, bindings: NodeBindings | undefined) => Response | Promise<Response>;
}

/**
 * Whatever else a portfolio's own host is asked: the health checks and the portfolio's own uploads
 * pass through to the server; anything else, another account's upload above all (it would read as
 * this portfolio's document), is the host's not-found page.
 */
export function portfolioMediaRoutes({ appUrl, pages, server }: PortfolioMediaOptions): Hono<PortfolioHostEnv> {
  const app = new Hono<PortfolioHostEnv>(rawPathRouting);
  app.all('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (isGetOrHead(c.req.method) && (pathname === '/api/health' || pathname === '/api/ready')) {
      return server(c.req.raw, c.env.node);
    }
    const portfolio = await pages.deployed(c.env.site.subdomain);
    if (isGetOrHead(c.req.method) && pathname.startsWith('/media/') && ownsMediaFile(portfolio, appUrl, pathname)) {
      return server(c.req.raw, c.env.node);
    }
    const language = portfolio?.portfolioData?.design.language;
    return new Response(c.req.method === 'HEAD' ? null : hostModeNotFoundPage(pathname, language), {
      status: 404,
      headers: hostModeHeaders(),
    });
  });
  return app;
}
