#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) land here. They must work on a fresh
// machine with only Node and npm, so pnpm is bootstrapped through npx and every install step
// (workspace packages, Debian's Chromium for the browser suites) happens from this script.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from './browser.mjs';

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

// The host's PDF tests read the printed file with poppler's pdftotext and pdfinfo.
const PDF_TOOL = '/usr/bin/pdftotext';

function ensureChromium() {
  if (existsSync(chromiumExecutable) && existsSync(PDF_TOOL)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'Browser tests need Chromium and poppler: run `sudo apt-get install -y chromium poppler-utils` once.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium and poppler-utils for the browser tests…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core', 'poppler-utils']);
}

// The custom-domain test runs Debian's Caddy in front of the app (on-demand TLS, tls internal).
const CADDY = '/usr/bin/caddy';
function ensureCaddy() {
  if (existsSync(CADDY)) return;
  if (process.getuid?.() !== 0) {
    console.error('The HTTPS test needs Caddy: run `sudo apt-get install -y caddy` once.');
    process.exit(1);
  }
  console.log('Installing Debian caddy for the HTTPS test…');
  run('apt-get', ['update', '-qq']);
  // The package's service cannot start without systemd (containers) and the test runs its own.
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'caddy']);
}

run('npx', [...PNPM, 'install', '--frozen-lockfile']);
if (command === 'test') {
  ensureChromium();
  ensureCaddy();
  run('npx', [...PNPM, 'run', 'test:all']);
} else {
  run('npx', [...PNPM, 'run', 'serve']);
}
