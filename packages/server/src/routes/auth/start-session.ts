import { and, eq } from 'drizzle-orm';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/passwords';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Services } from '../../services/context';

/**
 * Opens a session and returns its access token. A password sign-in passes the hash it checked:
 * the session opens only while that is still the account's password. The row lock orders it
 * against a concurrent reset or Google takeover, which end every session when they commit, so a
 * sign-in that checked the old password cannot slip a session in after them.
 */
export async function startSession(
  services: Pick<Services, 'db' | 'keys'>,
  userId: string,
  userAgent: string | null,
  checkedPasswordHash?: string,
  signInMethod?: string,
): Promise<string | null> {
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000);
  const sessionId = await services.db.transaction(async (tx) => {
    if (checkedPasswordHash !== undefined) {
      const [current] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
      if (current?.passwordHash !== checkedPasswordHash) return null;
    }
    const [session] = await tx.insert(sessions).values({ userId, expiresAt, userAgent, signInMethod }).returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    return session.id;
  });
  return sessionId ? signAccessToken(services.keys, userId, sessionId, expiresAt) : null;
}

/**
 * Opens a session for a password sign-in that checked `password` against `checkedHash`, and then,
 * after the answer, replaces a hash made with older settings by one with today's. The replacement
 * is a compare-and-set on the old hash, so a reset in between wins. A concurrent sign-in that
 * checked the old hash finds the replacement in place of it: it checks the password once more
 * against the stored hash, so it still succeeds, while one after a reset (another password) or a
 * Google takeover (none) still fails.
 */
export async function startPasswordSession(
  services: Pick<Services, 'db' | 'keys' | 'background'>,
  userId: string,
  checkedHash: string,
  password: string,
  userAgent: string | null,
  signInMethod = 'password',
): Promise<string | null> {
  const accessToken = await startSession(services, userId, userAgent, checkedHash, signInMethod);
  if (accessToken) {
    if (needsRehash(checkedHash)) services.background.run('password rehash', () => rehashPassword(services.db, userId, checkedHash, password));
    return accessToken;
  }
  const [current] = await services.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current?.passwordHash || current.passwordHash === checkedHash || !(await verifyPassword(current.passwordHash, password))) return null;
  return startSession(services, userId, userAgent, current.passwordHash, signInMethod);
}

/** Stores a hash of `password` with today's settings, only while `oldHash` is still the stored one. */
async function rehashPassword(db: Database, userId: string, oldHash: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}
