import Tinypool from 'tinypool';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import type { PageLinks } from '@showfolio/templates/ssr';
import type { RenderTemplate } from './publicPages';

export interface RenderPoolOptions {
  /** Worker threads at most (1 by default: the event loop keeps the other core). */
  threads?: number;
  /** A render waiting or running longer than this is abandoned (its worker ended): 10 s by default. */
  timeoutMs?: number;
  /** An idle worker exits after this long, so a quiet server holds no second heap: 30 s by default. */
  idleTimeoutMs?: number;
}

export interface RenderPool {
  /** Renders in a worker thread; rejects with RenderTimeoutError past the time limit. */
  render: RenderTemplate;
  close(): Promise<void>;
}

/** A render that did not finish within the pool's time limit (the page answers 503). */
export class RenderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Rendering took longer than ${timeoutMs} ms`);
    this.name = 'RenderTimeoutError';
  }
}

// Same file name in src/ (tests) and dist/server/ (tsup entry): see renderWorker.js.
const workerFile = new URL('./renderWorker.js', import.meta.url).href;

/**
 * Server-side rendering off the event loop: React's renderToStaticMarkup of a large portfolio
 * takes seconds, during which the only event loop would answer nothing else (not even
 * /api/health). Workers start on demand and exit when idle; each has its own small heap, so the
 * product's memory stays bounded next to its own --max-old-space-size.
 */
export function createRenderPool({
  threads = 1,
  timeoutMs = 10_000,
  idleTimeoutMs = 30_000,
}: RenderPoolOptions = {}): RenderPool {
  const pool = new Tinypool({
    filename: workerFile,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleTimeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
  });
  return {
    async render(id: string, data: PortfolioData, pageLinks?: PageLinks) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await pool.run({ id, data, pageLinks }, { signal });
      } catch (error) {
        // Tinypool ends the worker of an aborted task, so a runaway render stops using the CPU.
        if (signal.aborted) throw new RenderTimeoutError(timeoutMs);
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
