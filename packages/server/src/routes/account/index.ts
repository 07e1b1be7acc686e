import { Hono } from 'hono';
import type { AppEnv, Services } from '../../services/context';
import { routeDeps } from '../deps';
import { deleteAccountRoutes } from './deletion';
import { emailChangeRoutes, emailVerificationRoutes } from './email';
import { googleLinkRoutes } from './google';
import { changePasswordRoutes } from './password';
import { profileRoutes } from './profile';
import { sessionRoutes } from './sessions';

/**
 * The Settings page's calls (under /api/auth, so the device cookie reaches the password change):
 * the account's names and username, its password, and the devices signed in to it.
 */
export function accountRoutes(services: Services) {
  const deps = routeDeps(services);
  const app = new Hono<AppEnv>();
  app.route('/', profileRoutes(deps));
  app.route('/', changePasswordRoutes(deps));
  app.route('/', emailChangeRoutes(deps));
  app.route('/', emailVerificationRoutes(deps));
  app.route('/', googleLinkRoutes(deps));
  app.route('/', deleteAccountRoutes(deps));
  app.route('/', sessionRoutes(deps));
  return app;
}
