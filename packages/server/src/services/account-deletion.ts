import { eq, notInArray, sql } from 'drizzle-orm';
import { pendingFileDeletions, uploads, users } from '../db/schema';
import type { Services } from './context';
import { holdNamesOfDeletedAccount } from './held-names';

type UserRow = typeof users.$inferSelect;

/** Rows per statement when retrying removals, so one run never holds a large result. */
const BATCH = 100;

/**
 * Deletes an account and everything we hold about it, in one transaction: the user row, and by
 * its foreign keys (ON DELETE CASCADE) sessions, reset links, portfolio records, deployments, upload
 * rows, analytics and the contact and feedback messages that are the account's (sent signed in, or
 * from its address once verified). Its username and subdomain are held from everyone for 30 days
 * (`held-names.ts`), as an unpublished subdomain is. The stored files cannot join a
 * database transaction: their keys move to `pending_file_deletions` in it, and are removed once it
 * has committed (or by the cleanup job if the storage refuses), so no row ever names a file that is
 * gone while the row that owned it still exists.
 * Returns false when the account was already gone.
 */
export async function deleteAccount(services: Pick<Services, 'db' | 'storage' | 'logger'>, user: UserRow): Promise<boolean> {
  const deleted = await services.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) return false;
    const files = await tx.select({ storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.userId, user.id));
    if (files.length > 0) await tx.insert(pendingFileDeletions).values(files.map(({ storageKey }) => ({ storageKey })));
    await holdNamesOfDeletedAccount(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    return true;
  });
  if (deleted) await removePendingFiles(services);
  return deleted;
}

/**
 * Removes the files of deleted accounts from disk or S3, then their rows. A file the storage
 * refuses to delete keeps its row (attempts + 1) and is tried again on the next run. Several
 * processes may run this at once: a file already gone is not an error.
 */
export async function removePendingFiles(services: Pick<Services, 'db' | 'storage' | 'logger'>): Promise<number> {
  let removed = 0;
  const failedIds: string[] = [];
  for (;;) {
    const pending = await services.db
      .select()
      .from(pendingFileDeletions)
      .where(failedIds.length > 0 ? notInArray(pendingFileDeletions.id, failedIds) : undefined)
      .orderBy(pendingFileDeletions.createdAt)
      .limit(BATCH);
    for (const file of pending) {
      try {
        await services.storage.remove(file.storageKey);
        await services.db.delete(pendingFileDeletions).where(eq(pendingFileDeletions.id, file.id));
        removed += 1;
      } catch (err) {
        failedIds.push(file.id);
        await services.db
          .update(pendingFileDeletions)
          .set({ attempts: sql`${pendingFileDeletions.attempts} + 1` })
          .where(eq(pendingFileDeletions.id, file.id))
          .catch(() => undefined);
        services.logger.warn({ err, storageKey: file.storageKey }, "could not delete a deleted account's file; retrying on the next run");
      }
    }
    if (pending.length < BATCH) return removed;
  }
}
