import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DurableNodeFS } from './durable-node-fs';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every query is written against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What `runExclusive` did: ran the work (and what it returned), or found the lock taken. */
export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Runs `work` unless another runner holds the lock `name`, and never waits for it. On
   * PostgreSQL the lock is a session advisory lock on one pooled connection, so it holds across
   * every process sharing the database (and dies with the connection, should a process crash);
   * PGlite's database belongs to one process, so there an in-process flag does.
   */
  runExclusive<T>(name: string, work: () => Promise<T>): Promise<ExclusiveRun<T>>;
  /** PostgreSQL's connection pool (absent on PGlite): for NOTIFY and the pool metrics. */
  pool?: pg.Pool;
  /** Resolves when the database answers a trivial query, for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One runner per name within this process. */
function inProcessLocks(): DatabaseHandle['runExclusive'] {
  const held = new Set<string>();
  return async (name, work) => {
    if (held.has(name)) return { ran: false };
    held.add(name);
    try {
      return { ran: true, result: await work() };
    } finally {
      held.delete(name);
    }
  };
}

/**
 * One runner per name across every process on the database: `pg_try_advisory_lock` on a
 * connection kept out of the pool for the run. The key is the name's 64-bit hash, computed by
 * PostgreSQL so every process derives the same one.
 */
function advisoryLocks(pool: pg.Pool): DatabaseHandle['runExclusive'] {
  return async (name, work) => {
    const client = await pool.connect();
    let locked = false;
    let broken = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
        [name],
      );
      locked = rows[0]?.locked === true;
      if (!locked) return { ran: false };
      return { ran: true, result: await work() };
    } finally {
      if (locked) {
        await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => {
          broken = true;
        });
      }
      // A connection that could not unlock is closed rather than pooled: closing it frees the lock.
      client.release(broken);
    }
  };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; absent means the embedded PGlite in `dataDir/db`. */
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder?: string;
  /**
   * Called when PostgreSQL drops an idle pooled connection (restart, failover, an administrator).
   * The pool replaces the connection; without a listener node-postgres would crash the process.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * The embedded PGlite flushes every commit to disk (default true). False writes faster but an
   * OS crash or power loss can lose acknowledged writes: only for throwaway data and benchmarks.
   */
  durable?: boolean;
}

/**
 * The SQL migrations ship in `packages/server/drizzle`. From the source tree that is two levels
 * up from this file; from the tsup bundle (`dist/index.js`) it is one level up.
 */
export function findMigrationsFolder(): string {
  const candidates = ['../drizzle', '../../drizzle'].map((rel) => fileURLToPath(new URL(rel, import.meta.url)));
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Creates the PGlite cluster (initdb) in a short-lived child process. initdb grows the WASM
 * heap to several hundred MB, and a WASM heap never shrinks: done in-process, the server would
 * carry that memory for its whole life.
 */
async function initPgliteCluster(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', script, dir]);
}

/** How the embedded Postgres is started; `durable` needs DurableNodeFS to reach the disk. */
export function embeddedStartParams(durable: boolean): string[] {
  return [
    // PGlite starts Postgres with -F (fsync off). Durable mode drops it and syncs the WAL with
    // fsync, the one sync call DurableNodeFS passes through (its fdatasync is a no-op).
    ...PGlite.defaultStartParams.filter((param) => !(durable && param === '-F')),
    ...(durable ? ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'] : []),
    // Postgres' 128 MB buffer cache is sized for a dedicated server; the embedded database of one
    // app process is small, and this keeps the whole process well under 250 MB.
    '-c',
    'shared_buffers=16MB',
    '-c',
    'work_mem=2MB',
    '-c',
    'temp_buffers=2MB',
  ];
}

const MIGRATION_LOCK = 'showfolio:migrations';

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg({ client: pool, schema });
    try {
      // Several processes starting at once on a fresh database would each run the migrations;
      // one at a time, the later ones find nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      runExclusive: advisoryLocks(pool),
      pool,
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  await initPgliteCluster(dir);
  const durable = options.durable ?? true;
  const client = await PGlite.create({
    fs: durable ? new DurableNodeFS(dir) : new NodeFS(dir),
    startParams: embeddedStartParams(durable),
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    runExclusive: inProcessLocks(),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

/** The driver's error behind a failed query (drizzle wraps it in `cause`), if there is one. */
function driverError(error: unknown): { code: string; table?: unknown; column?: unknown; constraint?: unknown } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string };
  }
  return undefined;
}

/** The Postgres error code of a failed query. */
export function pgErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code;
}

/**
 * What a log line may say about a failed query: the SQLSTATE and the names of the table, column
 * and constraint. Never the message or detail (they quote values, e.g. `Key (email_key)=(…)`),
 * nor drizzle's own message, which carries the SQL and every parameter (password hashes included).
 */
export function databaseErrorSummary(error: unknown): { code: string; table?: string; column?: string; constraint?: string } | undefined {
  const found = driverError(error);
  if (!found) return undefined;
  const name = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return { code: found.code, table: name(found.table), column: name(found.column), constraint: name(found.constraint) };
}

/** SQLSTATE class 22, "data exception": the value was wrong (bad encoding, too long, bad syntax), not the server. */
export const isDataException = (code: string | undefined) => code?.startsWith('22') ?? false;

export const UNIQUE_VIOLATION = '23505';
