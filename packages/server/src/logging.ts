import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config';

/** Longest string value a log line keeps; request paths and any other client-supplied text are cut here. */
export const MAX_LOGGED_STRING = 256;
/**
 * Log lines waiting for a slow stdout are dropped past this many bytes instead of growing memory
 * without bound (a flood of requests can produce log lines faster than a disk or pipe takes them).
 */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;
const DROP_REPORT_MS = 10_000;

/**
 * Longest request target (path and query) served. Our own addresses stay far below it (a preview
 * link with its token is under 1,000 characters); anything longer is refused with 414 before it
 * reaches routing or the log.
 */
export const MAX_URL_LENGTH = 4096;

/** The request target's length: everything after the origin. */
export function requestTargetLength(url: string): number {
  const schemeEnd = url.indexOf('//');
  const pathStart = url.indexOf('/', schemeEnd + 2);
  return pathStart === -1 ? 1 : url.length - pathStart;
}

export const uriTooLongMessage = `The address is too long (at most ${MAX_URL_LENGTH} characters)`;

export function truncateForLog(value: string, max = MAX_LOGGED_STRING): string {
  return value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value;
}

function boundStrings(fields: Record<string, unknown>): Record<string, unknown> {
  let bounded: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.length > MAX_LOGGED_STRING) {
      bounded ??= { ...fields };
      bounded[key] = truncateForLog(value);
    }
  }
  return bounded ?? fields;
}

export interface BoundedLogger {
  logger: Logger;
  /** Lines dropped so far because stdout did not keep up. */
  dropped(): number;
  /** Stops the periodic drop report. */
  close(): void;
}

/**
 * The server's pino logger: asynchronous writes to stdout through a buffer of at most
 * LOG_BUFFER_BYTES (lines beyond it are dropped and counted, and the count is logged every ten
 * seconds while it grows), every string field cut to MAX_LOGGED_STRING characters.
 */
export function createBoundedLogger(
  level: ServerConfig['logLevel'],
  { fd = 1, bufferBytes = LOG_BUFFER_BYTES, reportEveryMs = DROP_REPORT_MS } = {},
): BoundedLogger {
  const destination = pino.destination({ dest: fd, sync: false, maxLength: bufferBytes });
  let dropped = 0;
  let reported = 0;
  let reporting = false;
  let reportLost = false;
  destination.on('drop', () => {
    // The report itself can meet a full buffer: it is not a dropped request line, and the same
    // count is reported again on the next tick instead of being lost with it.
    if (reporting) reportLost = true;
    else dropped += 1;
  });
  const logger = pino({ level, name: 'showfolio', formatters: { log: boundStrings } }, destination);
  const timer = setInterval(() => {
    if (dropped === reported) return;
    const count = dropped;
    reporting = true;
    reportLost = false;
    logger.warn(
      { dropped: count - reported },
      'log lines dropped: stdout is slower than the traffic',
    );
    reporting = false;
    if (!reportLost) reported = count;
  }, reportEveryMs);
  timer.unref();
  return {
    logger,
    dropped: () => dropped,
    close() {
      clearInterval(timer);
      // Not flushSync: with stdout blocked it would spin until the reader catches up.
      destination.flush(() => undefined);
    },
  };
}
