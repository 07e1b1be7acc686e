import type { MiddlewareHandler } from 'hono';
import { requireAuth, type AppEnv, type Services } from '../services/context';

/**
 * What the sub-apps of one route concern are built from: the services, and the one session check
 * their routes share (made once per concern, as when each concern was a single builder).
 */
export interface RouteDeps {
  services: Services;
  db: Services['db'];
  rateLimits: Services['rateLimits'];
  auth: MiddlewareHandler<AppEnv>;
}

export function routeDeps(services: Services): RouteDeps {
  return { services, db: services.db, rateLimits: services.rateLimits, auth: requireAuth(services) };
}
