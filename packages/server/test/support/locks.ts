import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Takes an access-exclusive lock on `users` and holds it until `release()`: meanwhile nothing that
 * looks an account up can finish. Resolves once the lock is taken; `released` settles once the
 * lock is gone again.
 */
export async function lockUsersTable(db: Database): Promise<{ release: () => void; released: Promise<void> }> {
  let release!: () => void;
  const releasing = new Promise<void>((resolve) => (release = resolve));
  let lockTaken!: () => void;
  const locked = new Promise<void>((resolve) => (lockTaken = resolve));
  const released = db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in access exclusive mode`);
    lockTaken();
    await releasing;
  });
  await Promise.race([locked, released]);
  return { release, released };
}
