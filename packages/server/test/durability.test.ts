import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { embeddedStartParams, openDatabase } from '../src/db/client';
import { DurableNodeFS } from '../src/db/durable-node-fs';
import { testDriver } from './harness';

describe.skipIf(testDriver === 'postgres')('the embedded database', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-durability-'));
    await cp(inject('pgliteTemplate'), join(dataDir, 'db'), { recursive: true });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('runs with fsync on, syncing the WAL with fsync', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      // The driver-neutral Database type leaves execute's result untyped; PGlite's has `rows`.
      const result = (await handle.db.execute(
        sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`,
      )) as unknown as { rows: Array<{ name: string; setting: string }> };
      expect(result.rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
    } finally {
      await handle.close();
    }
  });

  it('passes each commit\'s fsync through to the disk', async () => {
    const fs = new DurableNodeFS(join(dataDir, 'db'));
    const client = await PGlite.create({ fs, startParams: embeddedStartParams(true) });
    try {
      await client.exec('create table durability_probe (n int)');
      const before = fs.flushes;
      for (let n = 0; n < 3; n += 1) await client.query('insert into durability_probe values ($1)', [n]);
      expect(fs.flushes - before).toBeGreaterThanOrEqual(3);
    } finally {
      await client.close();
    }
  });
});
