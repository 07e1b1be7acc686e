import { and, eq, isNotNull, lt, notExists, or } from 'drizzle-orm';
import { emailChangeTokens, passwordResetTokens, portfolios, projects, sessions, signInLinks, uploads } from '../db/schema';
import { removePendingFiles } from './account-deletion';
import { removeExpiredHolds } from './held-names';
import { pruneAnalytics } from './analytics';
import { removeExpiredDomainClaims } from './custom-domains';
import type { DatabaseHandle } from '../db/client';
import type { Services } from './context';
import { shownInProjects } from './project-images';
import { removeUpload } from './uploads';

export interface CleanupOptions {
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
 * Deletes uploads that no portfolio uses as its picture or resume, nor its owner's projects as an
 * image, and that are older than
 * `olderThan`: files picked but never saved, or replaced while the replacement's own delete failed.
 * Several processes may run this at once: each file and row is removed at most once, and a file
 * already gone is not an error.
 */
export async function removeOrphanUploads(
  services: Pick<Services, 'db' | 'storage' | 'logger'>,
  olderThan: Date,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const orphans = await services.db
      .select({ id: uploads.id, storageKey: uploads.storageKey })
      .from(uploads)
      .where(
        and(
          lt(uploads.createdAt, olderThan),
          notExists(
            services.db
              .select({ id: portfolios.id })
              .from(portfolios)
              .where(or(eq(portfolios.profilePictureUrl, uploads.url), eq(portfolios.resumeUrl, uploads.url))),
          ),
          notExists(
            services.db
              .select({ id: projects.id })
              .from(projects)
              .where(and(eq(projects.userId, uploads.userId), shownInProjects(projects.projects, uploads.url))),
          ),
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
        services.logger.warn(
          { err, storageKey: orphan.storageKey },
          'could not delete an unused upload; retrying on the next run',
        );
      }
    }
    // A short batch was the last one; a batch that failed entirely would only be selected again.
    if (orphans.length < BATCH || failed === orphans.length) return removed;
  }
}

/**
 * Deletes sessions that can no longer be used: expired, or signed out more than a day ago (kept
 * that long so a sign-out still reads as one in the logs of the day).
 */
export async function removeDeadSessions(db: Services['db'], now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  const removed = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo)),
      ),
    )
    .returning({ id: sessions.id });
  return removed.length;
}

/** Deletes password-reset links that were used or have expired: they can never work again. */
export async function removeSpentResetTokens(db: Services['db'], now: Date): Promise<number> {
  const removed = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id });
  return removed.length;
}

/** Deletes e-mail change links that were used or have expired. */
export async function removeSpentEmailChangeTokens(db: Services['db'], now: Date): Promise<number> {
  const removed = await db
    .delete(emailChangeTokens)
    .where(or(isNotNull(emailChangeTokens.usedAt), lt(emailChangeTokens.expiresAt, now)))
    .returning({ id: emailChangeTokens.id });
  return removed.length;
}

/** Deletes sign-in links that were used or have expired. */
export async function removeSpentSignInLinks(db: Services['db'], now: Date): Promise<number> {
  const removed = await db
    .delete(signInLinks)
    .where(or(isNotNull(signInLinks.usedAt), lt(signInLinks.expiresAt, now)))
    .returning({ id: signInLinks.id });
  return removed.length;
}

type CleanupServices = Pick<Services, 'db' | 'storage' | 'logger'>;

/** The lock that lets one process at a time run the job (see `DatabaseHandle.runExclusive`). */
export const CLEANUP_LOCK = 'showfolio:cleanup';

/** What one pass removed, by kind. */
export type CleanupResult = Awaited<ReturnType<typeof cleanUp>>;

/** One pass of the cleanup job: what it removed, by kind. */
export async function cleanUp(services: CleanupServices, now: Date, olderThanMs = 24 * HOUR) {
  const removed = {
    uploads: await removeOrphanUploads(services, new Date(now.getTime() - olderThanMs)),
    sessions: await removeDeadSessions(services.db, now),
    resetTokens: await removeSpentResetTokens(services.db, now),
    emailChangeTokens: await removeSpentEmailChangeTokens(services.db, now),
    signInLinks: await removeSpentSignInLinks(services.db, now),
    deletedAccountFiles: await removePendingFiles(services),
    // Failed and abandoned custom-domain claims, so a name nobody proved is free again.
    domainClaims: await removeExpiredDomainClaims(services.db, now),
    heldNames: await removeExpiredHolds(services.db, now),
  };
  // Analytics older than 13 months, and the salts of days that have ended.
  await pruneAnalytics(services.db, now);
  return removed;
}

/**
 * Runs `cleanUp` every `intervalMs` on a timer that never keeps the process alive, one runner at a
 * time: processes sharing a PostgreSQL database take turns through an advisory lock, and a process
 * whose turn is taken skips that tick. `runNow()` runs a pass at once (null when another runner
 * holds the lock); `stop()` cancels the timer and waits for a pass in progress, so the database
 * can close after it.
 */
export function startCleanup(
  services: CleanupServices & { runExclusive: DatabaseHandle['runExclusive'] },
  options: CleanupOptions = {},
) {
  const intervalMs = options.intervalMs ?? HOUR;
  const olderThanMs = options.olderThanMs ?? 24 * HOUR;
  let running: Promise<CleanupResult | null> | undefined;
  const runNow = (): Promise<CleanupResult | null> => {
    running ??= services
      .runExclusive(CLEANUP_LOCK, () => cleanUp(services, new Date(), olderThanMs))
      .then((run) => {
        if (!run.ran) {
          services.logger.debug('cleanup skipped: another process is running it');
          return null;
        }
        if (Object.values(run.result).some((count) => count > 0))
          services.logger.info(run.result, 'cleanup removed stale records');
        return run.result;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const tick = () =>
    void runNow().catch((err: unknown) => services.logger.warn({ err }, 'cleanup failed; retrying on the next run'));
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
