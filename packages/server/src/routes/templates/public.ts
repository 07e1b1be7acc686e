import { Hono } from 'hono';
import { SUBDOMAIN_PATTERN } from '@showfolio/portfolio-schema';
import { ApiError, matchesEtag } from '../../http';
import type { AppEnv } from '../../services/context';
import type { PublicPortfolio } from '../../services/public-portfolio';
import { templateMessages, type TemplateDeps } from './shared';

/** What is deployed at a subdomain, for every visitor of an embedded portfolio. */
export function publicPortfolioRoutes({ publicPortfolios }: TemplateDeps) {
  const app = new Hono<AppEnv>();
  const publicBodies = new WeakMap<PublicPortfolio, string>();

  app.get('/portfolio/:subdomain', async (c) => {
    // Normalised before the cache, so random spellings of one name share an entry, and names that
    // cannot be a subdomain take no entry at all.
    const subdomain = c.req.param('subdomain').trim().toLowerCase();
    const found = SUBDOMAIN_PATTERN.test(subdomain) ? await publicPortfolios.get(subdomain) : null;
    if (!found) throw new ApiError(404, templateMessages.portfolioNotFound);
    c.header('ETag', found.etag);
    c.header('Last-Modified', found.updatedAt.toUTCString());
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    if (matchesEtag(c.req.header('if-none-match'), found.etag)) return c.body(null, 304);
    // The cached portfolio's body is serialised once, not per request: a popular embed would
    // otherwise turn every view into a fresh copy of the whole portfolio for the collector.
    let body = publicBodies.get(found);
    if (body === undefined) {
      body = JSON.stringify({ templateIdentifier: found.templateIdentifier, portfolioData: found.portfolioData });
      publicBodies.set(found, body);
    }
    c.header('Content-Type', 'application/json');
    return c.body(body);
  });

  return app;
}
