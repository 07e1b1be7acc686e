import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { GoogleVerifier } from '../auth/google';
import { readAccessToken, type TokenKeys } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { ApiError } from '../http';
import type { Mailer } from './mailer';
import type { RateLimits } from './rate-limit';
import type { Storage } from './storage';
import type { TemplateSource } from './templates';

/** Everything a route needs, built once per app. */
export interface Services {
  config: ServerConfig;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  rateLimits: RateLimits;
  keys: TokenKeys;
  google?: GoogleVerifier;
  templates: TemplateSource;
}

export interface AppEnv {
  Variables: { userId: string; sessionId: string };
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The user and session an access token stands for, if the session is still live. */
export async function resolveSession(services: Services, token: string | undefined) {
  if (!token || token.length > 4096) return null;
  const claims = await readAccessToken(services.keys, token);
  if (!claims) return null;
  const rows = await services.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0 ? claims : null;
}

export function requireAuth(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await resolveSession(services, bearerToken(c));
    if (!session) throw new ApiError(401, 'Unauthorized: please sign in again (invalid or expired token)');
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    await next();
  };
}

/** The caller's address for rate limits; requests made in-process (tests) share one bucket. */
export function clientIp(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
