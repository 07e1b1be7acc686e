import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pendingSignIns, recoveryCodes, twoStepSecrets, users } from '../db/schema';
import { mailSecurityNotice } from '../mail/security-notices';
import type { Services } from '../services/context';

/** How recent the holder's first step (password or Google) must be for the operator command. */
export const FIRST_STEP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ClearTwoStepRequest {
  email: string;
  /** The username the person gave when asking: it must be the account's. */
  username: string;
  /**
   * Skips the check that someone passed the account's first step (password or Google) in the last
   * 24 hours: only for a person who lost their password too, after the checks the README lists.
   */
  skipFirstStepCheck?: boolean;
}

export type ClearTwoStepResult =
  | { ok: true; username: string; email: string }
  | { ok: false; reason: string };

/**
 * Turns two-step sign-in off for an account whose holder lost both their authenticator and their
 * recovery codes, after checks: the account exists, the username matches, two-step is on, and
 * (unless skipped) someone passed its first sign-in step in the last 24 hours, so the person asking
 * knows the password or holds the Google account. The holder is mailed. Passkeys stay.
 */
export async function clearTwoStep(
  services: Pick<Services, 'mailer' | 'config'> & { db: Database },
  request: ClearTwoStepRequest,
): Promise<ClearTwoStepResult> {
  const { db } = services;
  const [user] = await db.select().from(users).where(eq(users.emailKey, request.email.trim().toLowerCase())).limit(1);
  if (!user) return { ok: false, reason: `No account has the e-mail address ${request.email}.` };
  if (user.usernameKey !== request.username.trim().toLowerCase())
    return { ok: false, reason: 'The username does not match that account: nothing was changed.' };
  const [secret] = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.userId, user.id)).limit(1);
  if (!secret?.enabledAt) return { ok: false, reason: 'Two-step sign-in is not on for that account: nothing to clear.' };
  if (!request.skipFirstStepCheck) {
    const [recent] = await db
      .select({ id: pendingSignIns.id })
      .from(pendingSignIns)
      .where(and(eq(pendingSignIns.userId, user.id), gt(pendingSignIns.createdAt, new Date(Date.now() - FIRST_STEP_WINDOW_MS))))
      .limit(1);
    if (!recent)
      return {
        ok: false,
        reason:
          'Nobody passed the first sign-in step (password or Google) of that account in the last 24 hours. Ask the person to sign in up to the code step first, then run this again.',
      };
  }
  await db.transaction(async (tx) => {
    await tx.delete(twoStepSecrets).where(eq(twoStepSecrets.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.update(pendingSignIns).set({ usedAt: new Date() }).where(and(eq(pendingSignIns.userId, user.id), isNull(pendingSignIns.usedAt)));
  });
  mailSecurityNotice(services, user, { kind: 'two-step-cleared' }, 'the operator command');
  await services.mailer.idle();
  return { ok: true, username: user.username, email: user.email };
}
