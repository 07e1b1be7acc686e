import { Hono } from 'hono';
import type { ServerConfig } from '@showfolio/server';
import { hostToCustomDomain, hostToSubdomain } from '@showfolio/portfolio-schema';
import { PORTFOLIO_PDF_FILE } from '../resumePdf';
import { customDomainUrlFor } from '../portfolioUrls';
import type { PublicPages } from '../publicPages';
import { SOCIAL_IMAGE_PATH } from '../socialImage';
import { isGetOrHead, type AppHostEnv, type NodeBindings, type PortfolioHostEnv } from './hostEnv';

/** The paths a subdomain sends on to its primary custom domain. */
const redirectablePaths = new Set(['/', SOCIAL_IMAGE_PATH, `/${PORTFOLIO_PDF_FILE}`, '/robots.txt', '/sitemap.xml']);

export interface CustomDomainHostOptions {
  config: Pick<ServerConfig, 'appUrl' | 'publicDomain' | 'customDomains'>;
  pages: PublicPages;
  /** What a portfolio's own host (subdomain or connected custom domain) answers. */
  portfolioHost: Hono<PortfolioHostEnv>;
  /** What the app's own host (and any unknown host) answers. */
  appHost: Hono<AppHostEnv>;
}

/**
 * Routing by Host: `{sub}.{PUBLIC_DOMAIN}` and a connected custom domain go to the portfolio host
 * (with the portfolio they stand for), everything else to the app host. A subdomain whose
 * portfolio has a primary custom domain sends its visitors there (301).
 */
export function customDomainHostRoutes({
  config,
  pages,
  portfolioHost,
  appHost,
}: CustomDomainHostOptions): Hono<{ Bindings: NodeBindings | undefined }> {
  /** Names that are the app itself, never looked up as custom domains. */
  const appHostnames = new Set([new URL(config.appUrl).hostname.toLowerCase(), config.publicDomain]);

  const app = new Hono<{ Bindings: NodeBindings | undefined }>();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    let subdomain = hostToSubdomain(host, config.publicDomain);
    // A host that is neither the app's nor one of its subdomains may be a connected custom domain:
    // it answers exactly as the portfolio's subdomain does. Unknown hosts go on as before.
    const customDomain = subdomain ? null : hostToCustomDomain(host);
    if (customDomain && !appHostnames.has(customDomain)) {
      const portfolio = await pages.deployedAtDomain(customDomain);
      if (portfolio) subdomain = portfolio.subdomain;
    } else if (subdomain && config.customDomains.redirectSubdomain && isGetOrHead(c.req.method)) {
      // Once the primary custom domain routes here, the subdomain sends its visitors (and links) there.
      const portfolio = redirectablePaths.has(url.pathname) ? await pages.deployed(subdomain) : null;
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
    return subdomain
      ? portfolioHost.fetch(c.req.raw, { node: c.env, site: { subdomain, host } })
      : appHost.fetch(c.req.raw, { node: c.env, site: null });
  });
  return app;
}
