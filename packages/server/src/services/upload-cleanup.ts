import { and, eq, lt, notExists } from 'drizzle-orm';
import { portfolios, uploads } from '../db/schema';
import type { Services } from './context';
import { removeUpload } from './uploads';

export interface UploadCleanupOptions {
  /** How often the job runs (default one hour). */
  intervalMs?: number;
  /**
   * How old an unused upload must be before it goes (default one day): the wizard uploads a
   * picture before the step is saved, and someone may leave it open for a while.
   */
  olderThanMs?: number;
}

const HOUR = 60 * 60 * 1000;
/** Rows per statement, so one run never holds a long transaction or a large result. */
const BATCH = 100;

/**
 * Deletes uploads that no portfolio uses as its picture and that are older than `olderThan`:
 * pictures picked but never saved, or replaced while the replacement's own delete failed.
 * Several processes may run this at once: each file and row is removed at most once, and a file
 * already gone is not an error.
 */
export async function removeOrphanUploads(services: Pick<Services, 'db' | 'storage' | 'logger'>, olderThan: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const orphans = await services.db
      .select({ id: uploads.id, storageKey: uploads.storageKey })
      .from(uploads)
      .where(
        and(
          lt(uploads.createdAt, olderThan),
          notExists(services.db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.profilePictureUrl, uploads.url))),
        ),
      )
      .limit(BATCH);
    let failed = 0;
    for (const orphan of orphans) {
      try {
        await removeUpload(services, orphan);
        removed += 1;
      } catch (err) {
        failed += 1;
        services.logger.warn({ err, storageKey: orphan.storageKey }, 'could not delete an unused upload; retrying on the next run');
      }
    }
    // A short batch was the last one; a batch that failed entirely would only be selected again.
    if (orphans.length < BATCH || failed === orphans.length) return removed;
  }
}

/**
 * Runs `removeOrphanUploads` every `intervalMs` on a timer that never keeps the process alive.
 * `stop()` cancels the timer and waits for a run in progress, so the database can close after it.
 */
export function startUploadCleanup(services: Pick<Services, 'db' | 'storage' | 'logger'>, options: UploadCleanupOptions = {}) {
  const intervalMs = options.intervalMs ?? HOUR;
  const olderThanMs = options.olderThanMs ?? 24 * HOUR;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = removeOrphanUploads(services, new Date(Date.now() - olderThanMs))
      .then((removed) => {
        if (removed > 0) services.logger.info({ removed }, 'deleted unused uploads');
      })
      .catch((err: unknown) => services.logger.warn({ err }, 'unused-upload cleanup failed; retrying on the next run'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
