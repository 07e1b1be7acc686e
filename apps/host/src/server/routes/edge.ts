import { Hono } from 'hono';
import {
  compression,
  MAX_URL_LENGTH,
  REQUEST_SCOPE,
  requestIdOf,
  requestTargetLength,
  uriTooLongMessage,
  type RequestScope,
  type ServerConfig,
  type ShowfolioServer,
} from '@showfolio/server';
import { hostToSubdomain } from '@showfolio/portfolio-schema';
import { PORTFOLIO_PDF_FILE } from '../resumePdf';
import { SOCIAL_IMAGE_PATH } from '../socialImage';
import type { NodeBindings } from './hostEnv';
import { SAMPLE_AVATAR } from './media';

/**
 * The route pattern, for the metrics, of a request the host answers itself (what the server
 * answers is labelled by the server's own routes).
 */
export function hostRouteLabel(pathname: string, subdomain: string | null): string {
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

const uriTooLong = () =>
  new Response(JSON.stringify({ message: uriTooLongMessage }), {
    status: 414,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export interface EdgeRoutesOptions {
  config: Pick<ServerConfig, 'publicDomain'>;
  server: Pick<ShowfolioServer, 'metrics'>;
  /** Everything behind the edge: the routing by Host (customDomainHost.ts). */
  byHost: Hono<{ Bindings: NodeBindings | undefined }>;
}

/**
 * What every answer passes through. Everything, including what the host answers itself
 * (portfolio hosts' pages and their 404s), goes through the server's compression: text above 1 KB
 * is gzipped unless it already carries an encoding (the cached public pages, the build's asset
 * twins). Every answer carries an X-Request-Id (the proxy's when well-formed) and is counted in
 * the metrics under its route pattern, whether the host or the server answered it.
 */
export function edgeRoutes({ config, server, byHost }: EdgeRoutesOptions): Hono<{ Bindings: NodeBindings | undefined }> {
  const edge = new Hono<{ Bindings: NodeBindings | undefined }>();
  edge.use('*', compression());
  edge.all('*', async (c) => {
    const started = performance.now();
    const scope: RequestScope = { requestId: requestIdOf(c.req.header('x-request-id')) };
    const bindings: NodeBindings | undefined = c.env
      ? Object.assign({}, c.env, { [REQUEST_SCOPE]: scope })
      : undefined;
    // Refused before anything parses or logs it: a flood of huge addresses costs nothing here.
    const response =
      requestTargetLength(c.req.url) > MAX_URL_LENGTH
        ? uriTooLong()
        : await byHost.fetch(c.req.raw, bindings);
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
  return edge;
}
