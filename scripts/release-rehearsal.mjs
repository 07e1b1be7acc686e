#!/usr/bin/env node
// The release, rehearsed against a real npm registry: starts Verdaccio on loopback with a
// throw-away storage folder (third-party packages are proxied from the public registry), publishes
// the six packages to it with `changeset publish`, exactly as `pnpm release` would publish them,
// then runs the embedding checks (test/embedding/) against it: a plain Node app and a fresh
// create-vite React app install the packages by version from that registry.
//
// Run after `pnpm build` (CI builds every package first): `node scripts/release-rehearsal.mjs`.
// Takes a minute or two, most of it npm installing React, Vite and the server's dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicRegistry = 'https://registry.npmjs.org/';

/** A port nobody listens on right now, on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function verdaccioConfig(workDir) {
  return `storage: ${path.join(workDir, 'storage')}
auth:
  htpasswd:
    file: ${path.join(workDir, 'htpasswd')}
uplinks:
  npmjs:
    url: ${publicRegistry}
packages:
  '@showfolio/*':
    access: $all
    publish: $authenticated
  # Ours too, and not on the public registry: published here only, never proxied.
  'jsonresume-theme-showfolio':
    access: $all
    publish: $authenticated
  '**':
    access: $all
    publish: $authenticated
    proxy: npmjs
log: { type: stdout, format: pretty, level: warn }
`;
}

async function startVerdaccio(workDir) {
  const configFile = path.join(workDir, 'config.yaml');
  await writeFile(configFile, verdaccioConfig(workDir));
  const url = `http://127.0.0.1:${await freePort()}/`;
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/verdaccio'),
    ['--config', configFile, '--listen', new URL(url).host],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited with ${child.exitCode}`);
    const ready = await fetch(`${url}-/ping`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { url, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('Verdaccio did not answer /-/ping within 20 s');
}

/** Registers a throw-away publisher (Verdaccio's htpasswd accepts sign-ups) and returns its token. */
async function publisherToken(url) {
  const name = 'release-rehearsal';
  const answer = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `rehearsal-${Date.now()}` }),
  });
  const body = await answer.json();
  if (!answer.ok || !body.token)
    throw new Error(`could not sign up to Verdaccio: ${answer.status}`);
  return body.token;
}

// changeset publish spawns `pnpm publish`; pnpm comes through npx here (CONTRIBUTING.md), so a
// `pnpm` on PATH that runs it.
async function pnpmOnPath(workDir) {
  const binDir = path.join(workDir, 'bin');
  await mkdir(binDir);
  await writeFile(path.join(binDir, 'pnpm'), '#!/bin/sh\nexec npx -y pnpm@10 "$@"\n');
  await chmod(path.join(binDir, 'pnpm'), 0o755);
  return `${binDir}${path.delimiter}${process.env.PATH}`;
}

function step(title, cmd, args, env) {
  const started = Date.now();
  console.log(`\n== release rehearsal: ${title}`);
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env });
  console.log(`== ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) throw new Error(`${title} failed (exit ${result.status})`);
}

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'showfolio-registry-'));
  const verdaccio = await startVerdaccio(workDir);
  try {
    const host = new URL(verdaccio.url).host;
    const userConfig = path.join(workDir, 'npmrc');
    await writeFile(
      userConfig,
      `registry=${verdaccio.url}\n//${host}/:_authToken=${await publisherToken(verdaccio.url)}\n`,
    );
    // npm and pnpm read the registry and the token from this user config only, not ~/.npmrc.
    const env = {
      ...process.env,
      PATH: await pnpmOnPath(workDir),
      npm_config_update_notifier: 'false',
      npm_config_userconfig: userConfig,
      npm_config_registry: verdaccio.url,
      SHOWFOLIO_REGISTRY: verdaccio.url,
    };
    step('changeset publish', 'npx', ['changeset', 'publish', '--no-git-tag'], env);
    step('embedding checks from the registry', 'node', ['--test', 'test/embedding/'], env);
  } finally {
    verdaccio.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
