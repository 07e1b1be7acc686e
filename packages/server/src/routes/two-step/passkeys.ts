import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { MAX_PASSKEYS, passkeyResponseSchema, registerPasskeySchema, renamePasskeySchema, twoStepMessages } from '@showfolio/portfolio-schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import { ApiError, badRequest, isUuid, readJson } from '../../http';
import { clientIp, type AppEnv } from '../../services/context';
import { deviceSummary, rememberDevice, userAgentOf } from '../../services/devices';
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
} from '../../services/passkeys';
import { assertFreshProof, markProved } from '../../services/two-step';
import { startSession } from '../auth';
import type { TwoStepDeps } from './shared';

/** The account's passkeys: listing, adding, renaming and removing them. */
export function passkeyRoutes({ services, db, rateLimits, auth, userOf, notify, countPasskeys }: TwoStepDeps) {
  const app = new Hono<AppEnv>();

  app.get('/passkeys', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['sessionListUser', userId]]);
    c.header('Cache-Control', 'no-store');
    return c.json({ passkeys: (await passkeysOf(db, userId)).map(passkeySummary) });
  });

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

  return app;
}

/** Signing in with a passkey, and a passkey as a step-up proof. */
export function passkeyProofRoutes({ services, db, rateLimits, auth, userOf, countPasskeys }: TwoStepDeps) {
  const app = new Hono<AppEnv>();

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
