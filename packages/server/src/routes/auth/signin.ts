import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { accountMessages, signInLinkSchema, signinSchema } from '@showfolio/portfolio-schema';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { ApiError, badRequest, readJson } from '../../http';
import { clientIp, type AppEnv, type Services } from '../../services/context';
import { isKnownDevice, rememberDevice, userAgentOf } from '../../services/devices';
import { mailSignInLink, spendSignInLink } from '../../services/sign-in-links';
import { beginPendingSignIn, twoStepOn } from '../../services/two-step';
import type { RouteDeps } from '../deps';
import { authMessages, type UserRow } from './shared';
import { startPasswordSession, startSession } from './start-session';

/**
 * Draws one attempt from the account-wide sign-in budget, which a known device skips. When it is
 * spent, a new device is not simply locked out: the account's address gets a sign-in link (a few
 * an hour at most), and the answer, still a 429, says so. It reads the same whether the account
 * exists or not.
 */
async function consumeAccountBudget(services: Services, account: string, user: UserRow | undefined) {
  try {
    await services.rateLimits.consume([['signinAccount', account]]);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    if (user) await mailSignInLink(services, user);
    const retryAfterSeconds = Number(error.headers['Retry-After']) || 3600;
    throw new ApiError(429, accountMessages.signinHeldBack(Math.max(1, Math.ceil(retryAfterSeconds / 60))), error.headers);
  }
}

/** Signing in with a password, and with the link mailed when the account's budget is spent. */
export function signinRoutes({ services, db, rateLimits }: RouteDeps) {
  const app = new Hono<AppEnv>();

  app.post('/signin', async (c) => {
    const ip = clientIp(c, services.config.trustProxy);
    await rateLimits.consume([['signinIp', ip]]);
    const { data } = await readJson(c, signinSchema);
    const account = data.email.toLowerCase();
    const accountAtAddress = `${account} ${ip}`;
    const [user] = await db.select().from(users).where(eq(users.emailKey, account)).limit(1);
    const knownDevice = user !== undefined && (await isKnownDevice(c, services, user));
    // In this order, an address that is already stopped spends nothing of the account's budget.
    await rateLimits.consume([['signinAccountIp', accountAtAddress]]);
    if (!knownDevice) await consumeAccountBudget(services, account, user);
    if (!user?.passwordHash) {
      await burnPasswordCheck(data.password);
      throw new ApiError(401, authMessages.badCredentials);
    }
    if (!(await verifyPassword(user.passwordHash, data.password))) throw new ApiError(401, authMessages.badCredentials);
    await rateLimits.reset('signinAccountIp', accountAtAddress);
    // With two-step on, the password opens no session: a pending step bound to this browser does.
    if (await twoStepOn(db, user.id)) return c.json(await beginPendingSignIn(c, services, user.id, 'password'));
    const accessToken = await startPasswordSession(services, user.id, user.passwordHash, data.password, userAgentOf(c));
    if (!accessToken) throw new ApiError(401, authMessages.badCredentials);
    await rememberDevice(c, services, user);
    return c.json({ access_token: accessToken });
  });

  // Opened from the mail `consumeAccountBudget` sends: the link alone signs in, once, and marks
  // the browser that opened it as a known device.
  app.post('/signin-link', async (c) => {
    await rateLimits.consume([['resetIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, signInLinkSchema);
    const userId = await spendSignInLink(db, data.token);
    const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
    if (!user) throw badRequest(accountMessages.signInLinkInvalid);
    if (await twoStepOn(db, user.id)) {
      await rememberDevice(c, services, user);
      return c.json(await beginPendingSignIn(c, services, user.id, 'link'));
    }
    const accessToken = await startSession(services, user.id, userAgentOf(c), undefined, 'link');
    if (!accessToken) throw new Error('a sign-in link opened no session');
    await rememberDevice(c, services, user);
    return c.json({ access_token: accessToken, message: accountMessages.signedInByLink });
  });

  return app;
}
