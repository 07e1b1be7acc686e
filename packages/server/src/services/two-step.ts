import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { STEP_UP_MINUTES, twoStepMessages, type TwoStepPending } from '@showfolio/portfolio-schema';
import { randomToken, sha256 } from '../auth/tokens';
import { decryptSecret, hashRecoveryCode, looksLikeRecoveryCode, totpStepOf } from '../auth/two-step';
import type { Database } from '../db/client';
import { pendingSignIns, recoveryCodes, sessions, twoStepSecrets } from '../db/schema';
import { ApiError } from '../http';
import type { Services } from './context';
import { userAgentOf } from './devices';

export const STEP_UP_MS = STEP_UP_MINUTES * 60_000;
export const PENDING_SIGN_IN_MS = 5 * 60_000;
/** Wrong codes one pending sign-in takes before it is spent (the sign-in limits count them too). */
export const PENDING_MAX_ATTEMPTS = 5;
/** Binds a pending two-step sign-in to the browser that passed the first step; only sent to the sign-in routes. */
export const PENDING_COOKIE = 'showfolio_two_step';

/** Whether the account has two-step sign-in on (a confirmed authenticator app). */
export async function twoStepOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoStepSecrets.userId })
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.userId, userId), isNotNull(twoStepSecrets.enabledAt)))
    .limit(1);
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Whether the session proved who it is (signed in, or stepped up) within the last 10 minutes. */
export async function isProofFresh(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.provedAt, new Date(Date.now() - STEP_UP_MS))))
    .limit(1);
  return row !== undefined;
}

/** A 403 whose answer carries `stepUp: true`: the client asks for a proof and tries again. */
export function stepUpRequired(): ApiError {
  const error = new ApiError(403, twoStepMessages.stepUpRequired);
  error.body = { stepUp: true };
  return error;
}

/** Stops an action that matters unless the session proved who it is within the last 10 minutes. */
export async function assertFreshProof(db: Database, sessionId: string): Promise<void> {
  if (!(await isProofFresh(db, sessionId))) throw stepUpRequired();
}

export async function markProved(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ provedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export type SecondFactor = { kind: 'totp' } | { kind: 'recovery'; left: number };

/**
 * Checks and spends a second-factor code of an account with two-step on: a code from the app
 * (each works once: its time step must be newer than the last accepted one) or an unused recovery
 * code. Null when it is wrong, reused, or two-step is off. The spending is a conditional update,
 * so two requests racing with one code cannot both succeed.
 */
export async function spendSecondFactor(
  services: Pick<Services, 'db' | 'config'>,
  userId: string,
  code: string,
): Promise<SecondFactor | null> {
  const { db } = services;
  const [secret] = await db
    .select()
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.userId, userId), isNotNull(twoStepSecrets.enabledAt)))
    .limit(1);
  if (!secret) return null;
  const typed = code.trim();
  if (looksLikeRecoveryCode(typed)) {
    const [spent] = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(typed)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent ? { kind: 'recovery', left: await recoveryCodesLeft(db, userId) } : null;
  }
  const step = totpStepOf(decryptSecret(services.config.jwtSecret, secret.secret), typed.replace(/\s/g, ''));
  if (step === null) return null;
  const [accepted] = await db
    .update(twoStepSecrets)
    .set({ lastStep: step })
    .where(and(eq(twoStepSecrets.userId, userId), isNotNull(twoStepSecrets.enabledAt), lt(twoStepSecrets.lastStep, step)))
    .returning({ userId: twoStepSecrets.userId });
  return accepted ? { kind: 'totp' } : null;
}

/**
 * Starts the second step of a sign-in whose first step (`method`) passed: no session yet, a
 * pending row for five minutes, bound to this browser by an httpOnly cookie holding its token.
 */
export async function beginPendingSignIn(
  c: Context,
  services: Pick<Services, 'db' | 'config'>,
  userId: string,
  method: 'password' | 'google' | 'link',
): Promise<TwoStepPending> {
  const token = randomToken();
  await services.db.insert(pendingSignIns).values({
    userId,
    tokenHash: sha256(token),
    method,
    userAgent: userAgentOf(c),
    expiresAt: new Date(Date.now() + PENDING_SIGN_IN_MS),
  });
  setCookie(c, PENDING_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: services.config.appUrl.startsWith('https:'),
    maxAge: PENDING_SIGN_IN_MS / 1000,
  });
  return { twoStepRequired: true, message: twoStepMessages.signInNeedsCode };
}
