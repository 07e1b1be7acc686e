import type { Logger } from 'pino';

export interface BackgroundWork {
  /**
   * Runs `work` without making the response wait for it: work whose duration would tell the
   * caller something (does this account exist?), or that only tidies up after an answer. A
   * failure is logged under `what`; it never reaches the caller.
   */
  run(what: string, work: () => Promise<unknown>): void;
  /** Waits until no work is running, including work started meanwhile (used on shutdown). */
  idle(): Promise<void>;
}

export function createBackgroundWork(logger: Logger): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(what, work) {
      const job: Promise<void> = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, work: what }, 'background work failed'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
