import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findMigrationsFolder, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite cluster (initdb in WASM) takes 10-20 s on a busy machine, opening a copy
 * about one. Every test server therefore starts from a copy of one migrated cluster, kept in
 * the temp directory and rebuilt whenever the migrations or the PGlite version change.
 */
export default async function setup(project: TestProject) {
  const migrations = findMigrationsFolder();
  const pgliteVersion = JSON.parse(
    readFileSync(join(import.meta.dirname, '../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version as string;
  const fingerprint = createHash('sha256')
    .update(pgliteVersion)
    .update(readFileSync(join(migrations, 'meta/_journal.json')))
    .digest('hex')
    .slice(0, 16);
  const template = join(tmpdir(), `showfolio-pglite-template-${fingerprint}`);
  if (!existsSync(join(template, 'db', 'PG_VERSION'))) {
    const building = `${template}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    const handle = await openDatabase({ dataDir: building });
    await handle.close();
    rmSync(template, { recursive: true, force: true });
    renameSync(building, template);
  }
  project.provide('pgliteTemplate', join(template, 'db'));
}
