import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  MAX_PASSKEYS,
  passkeyResponseSchema,
  registerPasskeySchema,
  renamePasskeySchema,
  stepUpSchema,
  twoStepCodeSchema,
  twoStepMessages,
  type TwoStepStatus,
} from '@showfolio/portfolio-schema';
import { verifyPassword } from '../auth/passwords';
import { sha256 } from '../auth/tokens';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStepOf } from '../auth/two-step';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/client';
import { passkeys, pendingSignIns, recoveryCodes, twoStepSecrets, users } from '../db/schema';
import { ApiError, badRequest, isUuid, readJson } from '../http';
import { mailSecurityNotice, type SecurityChange } from '../mail/security-notices';
import { clientIp, requireAuth, type AppEnv, type Services } from '../services/context';
import { deviceSummary, isKnownDevice, rememberDevice, userAgentOf } from '../services/devices';
import {
  authenticationOptions,
  browserBinding,
  existingBrowserBinding,
  passkeySummary,
  passkeysOf,
  registrationOptions,
  sessionBinding,
  verifyAuthentication,
  verifyRegistration,
} from '../services/passkeys';
import {
  assertFreshProof,
  isProofFresh,
  markProved,
  PENDING_COOKIE,
  PENDING_MAX_ATTEMPTS,
  recoveryCodesLeft,
  spendSecondFactor,
  twoStepOn,
} from '../services/two-step';
import { startSession } from './auth';

type UserRow = typeof users.$inferSelect;

const accountGone = () => new ApiError(401, 'Unauthorized: this account no longer exists');

/**
 * Passkeys, authenticator-app codes, two-step sign-in and step-up (issue 37), under /api/auth so
 * the device, pending-sign-in and WebAuthn cookies reach them.
 */
export function twoStepRoutes(services: Services) {
  const { db, rateLimits } = services;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(services);

  const userOf = async (userId: string): Promise<UserRow> => {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    return user;
  };

  const notify = (c: Context, user: UserRow, change: SecurityChange) =>
    mailSecurityNotice(services, user, change, deviceSummary(userAgentOf(c)));

  /**
   * A guess at a code or password is a sign-in attempt: it draws on the address's limit, the
   * account-at-address limit and, from a browser the account does not know, the account-wide one.
   */
  const countGuess = async (c: Context, user: UserRow) => {
    const ip = clientIp(c, services.config.trustProxy);
    const knownDevice = await isKnownDevice(c, services, user);
    await rateLimits.consume([
      ['signinAccountIp', `${user.emailKey} ${ip}`],
      ...(knownDevice ? [] : [['signinAccount', user.emailKey] as const]),
    ]);
    return () => rateLimits.reset('signinAccountIp', `${user.emailKey} ${ip}`);
  };

  // ---- Authenticator app ----

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

  // ---- Step-up: a fresh proof for the actions that matter ----

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

  // ---- Passkeys ----

  app.get('/passkeys', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['sessionListUser', userId]]);
    c.header('Cache-Control', 'no-store');
    return c.json({ passkeys: (await passkeysOf(db, userId)).map(passkeySummary) });
  });

  const countPasskeys = async (userId: string) =>
    (await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)))[0]?.n ?? 0;

  app.post('/passkeys/register/options', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const user = await userOf(userId);
    if ((await countPasskeys(userId)) >= MAX_PASSKEYS) throw new ApiError(409, twoStepMessages.passkeyLimit);
    c.header('Cache-Control', 'no-store');
    return c.json(await registrationOptions(services, user, c.get('sessionId')));
  });

  app.post('/passkeys/register/verify', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const { data } = await readJson(c, registerPasskeySchema);
    const user = await userOf(userId);
    const credential = await verifyRegistration(services, data.response as unknown as RegistrationResponseJSON, c.get('sessionId'), userId);
    const name = data.name || deviceSummary(userAgentOf(c));
    let added: typeof passkeys.$inferSelect | undefined;
    try {
      added = await db.transaction(async (tx) => {
        // The account row's lock orders concurrent additions, so the limit holds.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
        if (n >= MAX_PASSKEYS) throw new ApiError(409, twoStepMessages.passkeyLimit);
        const [row] = await tx.insert(passkeys).values({ userId, name, ...credential }).returning();
        return row;
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, twoStepMessages.passkeyExists);
      throw error;
    }
    if (!added) throw new Error('passkey insert returned nothing');
    // Making a passkey with user verification is itself a proof of presence.
    await markProved(db, c.get('sessionId'));
    notify(c, user, { kind: 'passkey-added', name });
    return c.json({ message: twoStepMessages.passkeyAdded, passkey: passkeySummary(added) }, 201);
  });

  app.patch('/passkeys/:id', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const id = c.req.param('id');
    const { data } = await readJson(c, renamePasskeySchema);
    // Another account's passkey answers exactly like one that never existed.
    if (!isUuid(id)) throw new ApiError(404, twoStepMessages.passkeyNotFound);
    const [renamed] = await db
      .update(passkeys)
      .set({ name: data.name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning();
    if (!renamed) throw new ApiError(404, twoStepMessages.passkeyNotFound);
    notify(c, await userOf(userId), { kind: 'passkey-renamed', name: data.name });
    return c.json({ message: twoStepMessages.passkeyRenamed, passkey: passkeySummary(renamed) });
  });

  app.delete('/passkeys/:id', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const id = c.req.param('id');
    if (!isUuid(id)) throw new ApiError(404, twoStepMessages.passkeyNotFound);
    const [mine] = await db.select({ id: passkeys.id }).from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).limit(1);
    if (!mine) throw new ApiError(404, twoStepMessages.passkeyNotFound);
    await assertFreshProof(db, c.get('sessionId'));
    const [removed] = await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning();
    if (!removed) throw new ApiError(404, twoStepMessages.passkeyNotFound);
    notify(c, await userOf(userId), { kind: 'passkey-removed', name: removed.name });
    return c.json({ message: twoStepMessages.passkeyRemoved });
  });

  // Sign-in with a passkey: the button and the browser's autofill (conditional mediation) both
  // start here. The challenge is bound to this browser by its WebAuthn cookie.
  app.post('/passkeys/signin/options', async (c) => {
    await rateLimits.consume([['signinIp', clientIp(c, services.config.trustProxy)]]);
    const binding = browserBinding(c, services.config);
    c.header('Cache-Control', 'no-store');
    return c.json(await authenticationOptions(services, 'authenticate', binding, null));
  });

  // A passkey with user verification is two factors in one: it satisfies two-step by itself.
  app.post('/passkeys/signin/verify', async (c) => {
    await rateLimits.consume([['signinIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, passkeyResponseSchema);
    const row = await verifyAuthentication(services, data.response as unknown as AuthenticationResponseJSON, 'authenticate', existingBrowserBinding(c), null);
    const user = await userOf(row.userId);
    const accessToken = await startSession(services, user.id, userAgentOf(c), undefined, 'passkey');
    if (!accessToken) throw new Error('passkey sign-in opened no session');
    await rememberDevice(c, services, user);
    return c.json({ access_token: accessToken });
  });

  app.post('/passkeys/step-up/options', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    if ((await countPasskeys(userId)) === 0) throw badRequest(twoStepMessages.passkeyNotFound);
    c.header('Cache-Control', 'no-store');
    return c.json(await authenticationOptions(services, 'step-up', sessionBinding(c.get('sessionId')), userId));
  });

  app.post('/passkeys/step-up/verify', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const { data } = await readJson(c, passkeyResponseSchema);
    await verifyAuthentication(services, data.response as unknown as AuthenticationResponseJSON, 'step-up', sessionBinding(c.get('sessionId')), userId);
    await markProved(db, c.get('sessionId'));
    return c.json({ message: twoStepMessages.stepUpDone });
  });

  return app;
}
