import { Hono } from 'hono';
import type { AppEnv, Services } from '../../services/context';
import { experiencesRoutes } from './experiences';
import { projectsRoutes } from './projects';
import { portfolioDeps } from './shared';
import { skillsRoutes } from './skills';
import { userPortfolioRoutes } from './user-portfolio';

export { assertSafeLinks, assertWebLinks, projectLinks } from './links';
export { recordNotFound } from './shared';

export function portfolioRoutes(services: Services) {
  const deps = portfolioDeps(services);
  const { auth } = deps;
  const app = new Hono<AppEnv>();
  // Hono's `/section/*` also matches `/section` itself: one registration per section, or every
  // request would check its session twice. Registered before the sub-apps, so it runs before them.
  for (const section of ['skills', 'projects', 'experiences', 'user-portfolio', 'uploads']) {
    app.use(`/${section}/*`, auth);
  }

  // Skills, projects and experiences: one record per user. POST on an existing record updates
  // it, so the client's "create, remember the id, patch later" flow works from any state.
  app.route('/', skillsRoutes(deps));
  app.route('/', projectsRoutes(deps));
  app.route('/', experiencesRoutes(deps));
  app.route('/', userPortfolioRoutes(deps));
  return app;
}
