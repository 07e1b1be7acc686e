import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailChangeTokens, passwordResetTokens, sessions, signInLinks, users } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

/** What the one who verified the address holds, and so keeps. Everything else is dropped. */
export interface VerifierHolds {
  /** The account's password stays: the verifier confirmed the sign-up that chose it, or proved they know it. */
  password: boolean;
  /**
   * The sessions that stay: 'all' when the verifier confirmed the sign-up as it stands (its password
   * stays, so ending what that password signed in would protect nothing; device cookies stay too),
   * the id of the session the verifier made the request with, or none.
   */
  sessions?: 'all' | { id: string };
  /** The Google account that vouched for the address: it becomes the linked one. */
  googleId?: string;
}

/**
 * Until its address is verified, an account may have been registered by someone who does not own
 * the address, so it holds no other way in (no Google link, no pending e-mail change). The first
 * proof that someone receives mail there (the sign-up link, a reset link, Google vouching for the
 * same address) makes that someone the owner: in the same transaction the address counts as
 * verified, and every way in the verifier did not create ends: a Google account linked by someone
 * else, the password (unless kept), sessions, device cookies, pending e-mail changes and mailed links.
 * Returns the account as it is now, or undefined when the address was verified already (then
 * nothing changes and the caller's own rules apply).
 */
export async function onAddressFirstVerified(
  tx: Transaction,
  userId: string,
  keep: VerifierHolds,
  now = new Date(),
): Promise<UserRow | undefined> {
  const [verified] = await tx
    .update(users)
    .set({
      emailVerifiedAt: now,
      googleId: keep.googleId ?? null,
      ...(keep.password ? {} : { passwordHash: null }),
      ...(keep.sessions === 'all' ? {} : { deviceGeneration: sql`${users.deviceGeneration} + 1` }),
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  if (!verified) return undefined;
  if (keep.sessions !== 'all') {
    const kept = keep.sessions?.id;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), kept ? ne(sessions.id, kept) : undefined));
  }
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx.update(signInLinks).set({ usedAt: now }).where(and(eq(signInLinks.userId, userId), isNull(signInLinks.usedAt)));
  return verified;
}
