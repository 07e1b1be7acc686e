// The Debian tools the suites run for real (Chromium and poppler for the browser and PDF tests,
// Caddy for the HTTPS and scale-out suites, Redis for the shared rate limits), installed from Debian's packages when missing, never
// downloaded. `npm test` installs them all before the suites start (scripts/run.mjs); a suite run
// on its own calls the same function, so it installs what it needs or says how to.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from './browser.mjs';

/** A binary the tests need, and the packages that bring it. */
export const debianTools = Object.freeze({
  chromium: { binary: chromiumExecutable, packages: ['chromium', 'fonts-dejavu-core'] },
  poppler: { binary: '/usr/bin/pdftotext', packages: ['poppler-utils'] },
  // Debian's package also enables a caddy.service on :80 where systemd runs; the suites start
  // their own Caddy on free ports and never use it.
  caddy: { binary: '/usr/bin/caddy', packages: ['caddy'] },
  // The Redis suite starts its own redis-server on a free port (the package's service on :6379,
  // where systemd runs it, is what the scale-out suite and CI use).
  redis: { binary: '/usr/bin/redis-server', packages: ['redis-server'] },
});

/**
 * Installs the packages of every named tool whose binary is missing, in one apt-get run. As root
 * only; anyone else gets an Error with the command to run once.
 * @param {Array<keyof typeof debianTools>} names
 */
export function ensureDebianTools(names) {
  const missing = names.map((name) => debianTools[name]).filter((tool) => !existsSync(tool.binary));
  if (missing.length === 0) return;
  const packages = missing.flatMap((tool) => tool.packages);
  if (process.getuid?.() !== 0) {
    throw new Error(`The tests need ${packages.join(', ')}: run \`sudo apt-get install -y ${packages.join(' ')}\` once.`);
  }
  console.log(`Installing Debian ${packages.join(', ')} for the tests…`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
