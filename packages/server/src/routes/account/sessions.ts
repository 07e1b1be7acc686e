import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { accountMessages, type AccountSession } from '@showfolio/portfolio-schema';
import { sessions } from '../../db/schema';
import { ApiError, isUuid } from '../../http';
import type { AppEnv } from '../../services/context';
import { deviceSummary } from '../../services/devices';
import type { RouteDeps } from '../deps';

/** The devices signed in to the account, and signing them out. */
export function sessionRoutes({ db, rateLimits, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();

  const liveSessionsOf = (userId: string) =>
    and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

  app.get('/sessions', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['sessionListUser', userId]]);
    const rows = await db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
        signInMethod: sessions.signInMethod,
      })
      .from(sessions)
      .where(liveSessionsOf(userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    const current = c.get('sessionId');
    const list: AccountSession[] = rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      device: deviceSummary(row.userAgent),
      ...(row.signInMethod ? { signedInWith: row.signInMethod } : {}),
      current: row.id === current,
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({ sessions: list });
  });

  app.post('/sessions/signout-others', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(liveSessionsOf(userId), ne(sessions.id, c.get('sessionId'))))
      .returning({ id: sessions.id });
    return c.json({ message: accountMessages.otherSessionsSignedOut(revoked.length), count: revoked.length });
  });

  app.delete('/sessions/:id', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const id = c.req.param('id');
    // Another account's session answers exactly like one that never existed.
    if (!isUuid(id)) throw new ApiError(404, accountMessages.sessionNotFound);
    const [revoked] = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, id), liveSessionsOf(userId)))
      .returning({ id: sessions.id });
    if (!revoked) throw new ApiError(404, accountMessages.sessionNotFound);
    return c.json({ message: accountMessages.sessionSignedOut });
  });

  return app;
}
