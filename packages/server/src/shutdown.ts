import type { ServerType } from '@hono/node-server';
import type { Server as HttpServer, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** How long requests in flight at shutdown may take before their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface DrainOptions {
  /** Marks the app draining (`/api/ready` answers 503). */
  drain(): void;
  logger: Logger;
  /** How long to keep answering, not ready, before the listener closes (DRAIN_DELAY_MS). */
  delayMs: number;
  timeoutMs?: number;
  /** Closes what the app holds once the last request is answered: buffers written, pools closed. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Prepares `http` for a shutdown that loses no request behind a proxy, and returns the function
 * that runs it (once, however often it is called): (1) report not ready and close every
 * connection after its current response, so keep-alive connections end cleanly and the proxy's
 * health check takes the process out of rotation; (2) after `delayMs`, stop accepting
 * connections; (3) let requests in flight finish, cutting what is left after `timeoutMs`;
 * (4) `close()`.
 */
export function gracefulShutdown(http: ServerType, options: DrainOptions): () => Promise<void> {
  const { logger, delayMs, timeoutMs = DRAIN_TIMEOUT_MS } = options;
  const server = http as HttpServer;
  // Responses not yet sent, so the ones in flight when the drain starts close their connection too.
  const pending = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    pending.add(response);
    response.once('finish', () => pending.delete(response));
    response.once('close', () => pending.delete(response));
  });

  async function run() {
    draining = true;
    options.drain();
    for (const response of pending) if (!response.headersSent) response.shouldKeepAlive = false;
    pending.clear();
    if (delayMs > 0) await sleep(delayMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A connection whose response had gone out before the drain may turn idle later: close it then.
    const sweep = setInterval(() => server.closeIdleConnections?.(), 100);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    });
    const cut = await Promise.race([closed.then(() => false), timedOut]);
    clearTimeout(timer);
    if (cut) {
      logger.warn({ timeoutMs }, 'requests still running after the drain timeout; closing their connections');
      server.closeAllConnections?.();
      await closed;
    }
    clearInterval(sweep);
    await options.close();
  }
  let running: Promise<void> | undefined;
  return () => (running ??= run());
}
