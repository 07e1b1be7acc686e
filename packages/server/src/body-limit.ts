import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';

/** Route-level limits, by identity: a route that carries one is exempt from the API-wide default. */
const routeLimits = new WeakSet<object>();
/** Hono wraps a mounted sub-app's handler when the sub-app has its own error handler. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

const limitTo = (maxSize: number, message: string) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ message }, 413) });

/**
 * A body limit of its own for one route, given as that route's middleware
 * (`app.post(path, routeBodyLimit(…), handler)`): it replaces the API-wide default for it.
 */
export function routeBodyLimit(maxSize: number, message: string): MiddlewareHandler {
  const limit = limitTo(maxSize, message);
  routeLimits.add(limit);
  return limit;
}

function isRouteLimit(handler: unknown): boolean {
  if (typeof handler !== 'function') return false;
  return routeLimits.has(handler) || isRouteLimit((handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER]);
}

const hasOwnLimit = (c: Context) => matchedRoutes(c).some(({ handler }) => isRouteLimit(handler));

/** The limit of every request whose route does not carry its own `routeBodyLimit`. */
export function defaultBodyLimit(maxSize: number, message: string): MiddlewareHandler {
  const limit = limitTo(maxSize, message);
  return (c: Context, next: Next) => (hasOwnLimit(c) ? next() : limit(c, next));
}
