import { Hono } from 'hono';
import type { AppEnv, Services } from '../../services/context';
import { routeDeps } from '../deps';
import { googleSigninRoutes } from './google';
import { passwordResetRoutes } from './password-reset';
import { sessionRoutes } from './session';
import { signinRoutes } from './signin';
import { signupRoutes } from './signup';

export { authMessages, toUserProfile } from './shared';
export { startPasswordSession, startSession } from './start-session';

export function authRoutes(services: Services) {
  const deps = routeDeps(services);
  const app = new Hono<AppEnv>();
  app.route('/', signupRoutes(deps));
  app.route('/', signinRoutes(deps));
  app.route('/', googleSigninRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  return app;
}
