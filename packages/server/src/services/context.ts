import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { GoogleVerifier } from '../auth/google';
import { readAccessToken, type TokenKeys } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { ApiError } from '../http';
import type { BackgroundWork } from './background';
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
  /** Work done after the response (tracked: shutdown waits for it). */
  background: BackgroundWork;
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

/** How stale a session's `last_seen_at` may get before a request writes it again. */
export const LAST_SEEN_RESOLUTION = sql`interval '1 minute'`;

/**
 * The user and session an access token stands for, if the session is still live. Using a session
 * marks it seen, at most once a minute: most requests only read. The database's clock decides,
 * so processes with different clocks agree, and the conditional update writes once however many
 * requests (or processes) race past the read.
 */
export async function resolveSession(services: Services, token: string | undefined) {
  if (!token || token.length > 4096) return null;
  const claims = await readAccessToken(services.keys, token);
  if (!claims) return null;
  const stale = sql<boolean>`${sessions.lastSeenAt} < now() - ${LAST_SEEN_RESOLUTION}`;
  const [session] = await services.db
    .select({ id: sessions.id, stale })
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
  if (!session) return null;
  if (session.stale) {
    await services.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.id, session.id), stale));
  }
  return claims;
}

export function requireAuth(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await resolveSession(services, bearerToken(c));
    if (!session)
      throw new ApiError(401, 'Unauthorized: please sign in again (invalid or expired token)');
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    await next();
  };
}

/**
 * The key a client's address counts against in rate limits. An IPv6 client is keyed by its /64:
 * one household, phone or server is handed a whole /64 and can pick any of its 2^64 addresses, so
 * a key per address would be a fresh budget per request. An IPv4 address arriving as IPv4-mapped
 * IPv6 (`::ffff:a.b.c.d`, a dual-stack socket) is that IPv4 address. Anything unparsable is kept as
 * it is (it is still one client's own key).
 */
export function rateLimitKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts.map((part) => part.toString(16));
  return `${a}:${b}:${c}:${d}::/64`;
}

/**
 * The caller's rate-limit key: their address (see `rateLimitKeyOf` for IPv6). `trustedProxies` proxies stand in front of us: each
 * appends the address it saw to `X-Forwarded-For`, so the client is that many hops from the right
 * of (forwarded entries + socket address); anything further left was written by the client.
 * Without a socket address (a request that did not come through the Node adapter) there is no
 * safe key: sharing one bucket would let one client lock everyone out, so the request fails.
 */
export function clientIp(c: Context, trustedProxies = 0): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  if (!socketAddress) throw new UnknownClientError();
  return rateLimitKeyOf(clientAddressFrom(socketAddress, c.req.header('x-forwarded-for'), trustedProxies));
}

/** `clientIp`'s rule for a socket address and `X-Forwarded-For` header, wherever they come from. */
export function clientAddressFrom(
  socketAddress: string,
  forwardedFor: string | null | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies <= 0) return socketAddress;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  const client = chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
  return client.slice(0, 64);
}

/** No client address: a wiring fault of ours (logged), answered 503 rather than a shared bucket. */
export class UnknownClientError extends ApiError {
  constructor() {
    super(503, 'The server cannot tell where this request comes from. Please try again later.');
  }
}
