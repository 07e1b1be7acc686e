import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { signoutSchema, validateTokenSchema } from '@showfolio/portfolio-schema';
import { readAccessToken } from '../../auth/tokens';
import { sessions, users } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import { bearerToken, resolveSession, type AppEnv } from '../../services/context';
import type { RouteDeps } from '../deps';
import { authMessages, toUserProfile } from './shared';

/** The signed-in account's profile, whether a token is still good, and signing out. */
export function sessionRoutes({ services, db, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();
  app.get('/profile', auth, async (c) => {
    const [user] = await db.select().from(users).where(eq(users.id, c.get('userId'))).limit(1);
    if (!user) throw new ApiError(401, 'Unauthorized: this account no longer exists');
    return c.json(toUserProfile(user));
  });

  app.post('/validate-token', async (c) => {
    const { data } = await readJson(c, validateTokenSchema);
    const session = await resolveSession(services, data.token || bearerToken(c));
    return c.json({ valid: session !== null });
  });

  app.post('/signout', async (c) => {
    const { data } = await readJson(c, signoutSchema);
    const token = bearerToken(c) ?? data.token;
    const claims = token && token.length <= 4096 ? await readAccessToken(services.keys, token) : null;
    if (claims) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)));
    }
    return c.json({ message: authMessages.signedOut });
  });

  return app;
}
