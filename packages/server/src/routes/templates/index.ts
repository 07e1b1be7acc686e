import { Hono } from 'hono';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import type { AppEnv, Services } from '../../services/context';
import type { LookupCache } from '../../services/lookup-cache';
import type { PublicPortfolio } from '../../services/public-portfolio';
import { deployRoutes } from './deploy';
import { deploymentRoutes } from './deployment';
import { previewRoutes } from './previews';
import { publicPortfolioRoutes } from './public';
import { templateDeps } from './shared';

export { templateMessages, UNPUBLISHED_HOLD_DAYS } from './shared';

/**
 * `publicPortfolios`: what is deployed at a subdomain, through a cache the app empties on every
 * change that may show on a public page (see app.ts).
 */
export function templateRoutes(
  services: Services,
  publicPortfolios: LookupCache<PublicPortfolio>,
  previewPortfolios: LookupCache<PortfolioData>,
) {
  const deps = templateDeps(services, publicPortfolios, previewPortfolios);
  const app = new Hono<AppEnv>();
  app.route('/', previewRoutes(deps));
  app.route('/', deployRoutes(deps));
  app.route('/', deploymentRoutes(deps));
  app.route('/', publicPortfolioRoutes(deps));
  return app;
}
