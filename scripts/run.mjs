#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) land here. They must work on a fresh
// machine with only Node and npm, so pnpm is bootstrapped through npx and every install step
// (workspace packages, Debian's Chromium, poppler, Caddy and Redis for the suites) happens from this script.
import { spawnSync } from 'node:child_process';
import { ensureDebianTools } from './debian.mjs';

const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}

const PNPM = ['-y', 'pnpm@10'];
// Two malloc arenas instead of one per thread: image decodes otherwise leave memory fragmented
// (bench/api/uploads.mjs shows the difference).
const env = { MALLOC_ARENA_MAX: '2', ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', [...PNPM, 'install', '--frozen-lockfile']);
if (command === 'test') {
  try {
    ensureDebianTools(['chromium', 'poppler', 'caddy', 'redis']);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  run('npx', [...PNPM, 'run', 'test:all']);
} else {
  run('npx', [...PNPM, 'run', 'serve']);
}
