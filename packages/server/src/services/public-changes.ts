import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * "What a public page shows may have changed": the signal that empties the caches of deployed
 * portfolios. A write in this process tells its own listeners at once; on PostgreSQL it is also
 * sent with NOTIFY to every other process sharing the database, which LISTENs on one connection
 * of its own. PGlite's database belongs to one process, so there the signal stays in-process.
 */
export interface PublicChanges {
  /** Tells this process's listeners now, and (on PostgreSQL) every other process. */
  publish(): Promise<void>;
  /** Calls `listener` on every change, from this process or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** False while the LISTEN connection is down (other processes' changes are not heard then). */
  readonly listening: boolean;
  close(): Promise<void>;
}

export const PUBLIC_CHANGES_CHANNEL = 'showfolio_public_changes';
const RECONNECT_MS = 1000;

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    fire() {
      for (const listener of listeners) listener();
    },
  };
}

export function inProcessPublicChanges(): PublicChanges {
  const listeners = listenerSet();
  return {
    publish: async () => listeners.fire(),
    subscribe: listeners.add,
    listening: true,
    close: async () => undefined,
  };
}

/**
 * Changes shared through PostgreSQL's LISTEN/NOTIFY. NOTIFY goes through `pool` (it is delivered
 * when it commits, i.e. at once: it is a statement of its own); LISTEN holds one connection of
 * its own, reconnected after a second when it drops. Notifications sent while it was down are
 * lost, so a reconnect counts as a change: the caches start over rather than serve stale pages.
 */
export async function postgresPublicChanges(options: {
  connectionString: string;
  pool: pg.Pool;
  logger: Logger;
}): Promise<PublicChanges> {
  const { connectionString, pool, logger } = options;
  // Our own notifications come back on our LISTEN connection; the local listeners already ran.
  const origin = randomUUID();
  const listeners = listenerSet();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'LISTEN connection failed; trying again');
        reconnectLater();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    const connection = new pg.Client({ connectionString });
    connection.on('notification', (message) => {
      if (message.channel === PUBLIC_CHANGES_CHANNEL && message.payload !== origin) listeners.fire();
    });
    connection.on('error', (error) => {
      logger.warn({ err: error }, 'LISTEN connection lost; public pages fall back to their TTL until it is back');
      connection.end().catch(() => undefined);
      if (client === connection) reconnectLater();
    });
    connection.on('end', () => {
      if (client === connection) reconnectLater();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${PUBLIC_CHANGES_CHANNEL}`);
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await connection.end().catch(() => undefined);
      return;
    }
    const wasReconnect = client === undefined && started;
    client = connection;
    if (wasReconnect) listeners.fire();
  }

  let started = false;
  await connect();
  started = true;

  return {
    async publish() {
      listeners.fire();
      try {
        await pool.query('SELECT pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, origin]);
      } catch (error) {
        // The write itself succeeded; other processes see it when their lookups expire.
        logger.warn({ err: error }, 'NOTIFY failed; other processes see the change after their cache TTL');
      }
    },
    subscribe: listeners.add,
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
