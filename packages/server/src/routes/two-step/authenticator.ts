import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { twoStepCodeSchema, twoStepMessages, type TwoStepStatus } from '@showfolio/portfolio-schema';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStepOf } from '../../auth/two-step';
import { recoveryCodes, twoStepSecrets } from '../../db/schema';
import { ApiError, badRequest, readJson } from '../../http';
import { clientIp, type AppEnv } from '../../services/context';
import { assertFreshProof, isProofFresh, markProved, recoveryCodesLeft, spendSecondFactor, twoStepOn } from '../../services/two-step';
import type { TwoStepDeps } from './shared';

/** The authenticator app: its status, setting it up, turning it on and off, and recovery codes. */
export function authenticatorRoutes({ services, db, rateLimits, auth, userOf, notify, countGuess }: TwoStepDeps) {
  const app = new Hono<AppEnv>();

  app.get('/two-step', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['sessionListUser', userId]]);
    const [secret] = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.userId, userId)).limit(1);
    const status: TwoStepStatus = {
      enabled: Boolean(secret?.enabledAt),
      enabledAt: secret?.enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: secret?.enabledAt ? await recoveryCodesLeft(db, userId) : 0,
      proofFresh: await isProofFresh(db, c.get('sessionId')),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(status);
  });

  // A new secret each time: an earlier set-up that never got its first code is replaced.
  app.post('/two-step/setup', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const user = await userOf(userId);
    const setup = await newTotpSecret(user.email);
    const stored = await db.transaction(async (tx) => {
      await tx.delete(twoStepSecrets).where(and(eq(twoStepSecrets.userId, userId), isNull(twoStepSecrets.enabledAt)));
      return tx
        .insert(twoStepSecrets)
        .values({ userId, secret: encryptSecret(services.config.jwtSecret, setup.secret) })
        .onConflictDoNothing()
        .returning({ userId: twoStepSecrets.userId });
    });
    if (stored.length === 0) throw new ApiError(409, twoStepMessages.alreadyOn);
    c.header('Cache-Control', 'no-store');
    return c.json(setup);
  });

  app.post('/two-step/enable', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['signinIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, twoStepCodeSchema);
    const user = await userOf(userId);
    const [pending] = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.userId, userId)).limit(1);
    if (pending?.enabledAt) throw new ApiError(409, twoStepMessages.alreadyOn);
    if (!pending) throw badRequest(twoStepMessages.setupMissing);
    const succeeded = await countGuess(c, user);
    const step = totpStepOf(decryptSecret(services.config.jwtSecret, pending.secret), data.code.replace(/\s/g, ''));
    if (step === null) throw badRequest(twoStepMessages.codeWrong);
    await succeeded();
    const codes = newRecoveryCodes();
    const enabled = await db.transaction(async (tx) => {
      const [on] = await tx
        .update(twoStepSecrets)
        .set({ enabledAt: new Date(), lastStep: step })
        .where(and(eq(twoStepSecrets.userId, userId), isNull(twoStepSecrets.enabledAt), eq(twoStepSecrets.secret, pending.secret)))
        .returning({ userId: twoStepSecrets.userId });
      if (!on) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
      return true;
    });
    if (!enabled) throw new ApiError(409, 'Two-step sign-in changed a moment ago. Please reload the page and try again.');
    await markProved(db, c.get('sessionId'));
    notify(c, user, { kind: 'two-step-on' });
    c.header('Cache-Control', 'no-store');
    return c.json({ message: twoStepMessages.turnedOn, recoveryCodes: codes });
  });

  // Turning two-step off asks for a code (from the app, or a recovery code): that is its proof.
  app.post('/two-step/disable', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['signinIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, twoStepCodeSchema);
    const user = await userOf(userId);
    if (!(await twoStepOn(db, userId))) throw badRequest(twoStepMessages.notOn);
    const succeeded = await countGuess(c, user);
    if (!(await spendSecondFactor(services, userId, data.code))) throw badRequest(twoStepMessages.codeWrong);
    await succeeded();
    await db.transaction(async (tx) => {
      await tx.delete(twoStepSecrets).where(eq(twoStepSecrets.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    });
    await markProved(db, c.get('sessionId'));
    notify(c, user, { kind: 'two-step-off' });
    return c.json({ message: twoStepMessages.turnedOff });
  });

  app.post('/two-step/recovery-codes', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const user = await userOf(userId);
    if (!(await twoStepOn(db, userId))) throw badRequest(twoStepMessages.notOn);
    await assertFreshProof(db, c.get('sessionId'));
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    });
    notify(c, user, { kind: 'recovery-codes-new' });
    c.header('Cache-Control', 'no-store');
    return c.json({ message: twoStepMessages.codesRegenerated, recoveryCodes: codes });
  });

  return app;
}
