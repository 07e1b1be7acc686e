import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { stepUpSchema, twoStepCodeSchema, twoStepMessages } from '@showfolio/portfolio-schema';
import { verifyPassword } from '../../auth/passwords';
import { sha256 } from '../../auth/tokens';
import { pendingSignIns } from '../../db/schema';
import { badRequest, readJson } from '../../http';
import { clientIp, type AppEnv } from '../../services/context';
import { rememberDevice, userAgentOf } from '../../services/devices';
import { markProved, PENDING_COOKIE, PENDING_MAX_ATTEMPTS, spendSecondFactor } from '../../services/two-step';
import { startSession } from '../auth';
import type { TwoStepDeps } from './shared';

/** A code as the second step of a sign-in, and a password or code as a step-up proof. */
export function proofRoutes({ services, db, rateLimits, auth, userOf, notify, countGuess }: TwoStepDeps) {
  const app = new Hono<AppEnv>();

  // The second step of a sign-in: the pending step this browser's cookie names, and a code.
  app.post('/two-step/verify', async (c) => {
    await rateLimits.consume([['signinIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, twoStepCodeSchema);
    const token = getCookie(c, PENDING_COOKIE);
    const live = (hash: string) => and(eq(pendingSignIns.tokenHash, hash), isNull(pendingSignIns.usedAt), gt(pendingSignIns.expiresAt, new Date()));
    const [pending] = token && token.length <= 100 ? await db.select().from(pendingSignIns).where(live(sha256(token))).limit(1) : [];
    if (!pending || !token) throw badRequest(twoStepMessages.pendingMissing);
    const user = await userOf(pending.userId);
    const succeeded = await countGuess(c, user);
    const [counted] = await db
      .update(pendingSignIns)
      .set({ attempts: sql`${pendingSignIns.attempts} + 1` })
      .where(and(live(pending.tokenHash), sql`${pendingSignIns.attempts} < ${PENDING_MAX_ATTEMPTS}`))
      .returning({ attempts: pendingSignIns.attempts });
    if (!counted) {
      await db.update(pendingSignIns).set({ usedAt: new Date() }).where(eq(pendingSignIns.id, pending.id));
      throw badRequest(twoStepMessages.pendingSpent);
    }
    const factor = await spendSecondFactor(services, user.id, data.code);
    if (!factor) throw badRequest(twoStepMessages.codeWrong);
    const [finished] = await db.update(pendingSignIns).set({ usedAt: new Date() }).where(live(pending.tokenHash)).returning({ id: pendingSignIns.id });
    if (!finished) throw badRequest(twoStepMessages.pendingMissing);
    await succeeded();
    const method = `${pending.method}+${factor.kind === 'totp' ? 'totp' : 'recovery'}`;
    const accessToken = await startSession(services, user.id, userAgentOf(c), undefined, method);
    if (!accessToken) throw new Error('two-step sign-in opened no session');
    deleteCookie(c, PENDING_COOKIE, { path: '/api/auth' });
    await rememberDevice(c, services, user);
    if (factor.kind === 'recovery') {
      notify(c, user, { kind: 'recovery-code-used', left: factor.left });
      return c.json({ access_token: accessToken, message: twoStepMessages.recoveryCodeUsed(factor.left) });
    }
    return c.json({ access_token: accessToken });
  });

  // Step-up: a fresh proof for the actions that matter.

  app.post('/step-up', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['signinIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, stepUpSchema);
    const user = await userOf(userId);
    if (!data.password && !data.code) throw badRequest(twoStepMessages.stepUpNothing);
    const succeeded = await countGuess(c, user);
    if (data.code) {
      if (!(await spendSecondFactor(services, userId, data.code))) throw badRequest(twoStepMessages.codeWrong);
    } else if (!user.passwordHash || !(await verifyPassword(user.passwordHash, data.password ?? ''))) {
      throw badRequest(twoStepMessages.passwordWrong);
    }
    await succeeded();
    await markProved(db, c.get('sessionId'));
    return c.json({ message: twoStepMessages.stepUpDone });
  });

  return app;
}
