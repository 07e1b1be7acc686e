#!/usr/bin/env node
// Publishes the static Storybook to Chromatic for hosted visual review. Needs a project token;
// without one it explains what to set and exits 0, so local runs and forks without the secret are
// not failures (the committed baselines of `pnpm test:visual` still guard every story).
//
//   CHROMATIC_PROJECT_TOKEN=… pnpm chromatic [extra chromatic CLI flags]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(repoRoot, 'node_modules/.bin');
const env = {
  ...process.env,
  PATH: `${bin}${path.delimiter}${process.env.PATH}`,
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped — set CHROMATIC_PROJECT_TOKEN to the project token from chromatic.com ' +
      '(Manage → Configure) to upload the Storybook for visual review.',
  );
  process.exit(0);
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('storybook', ['build', '-o', 'storybook-static', '--quiet']);
// The token is read from the environment by the CLI, never passed on the command line (ps shows it).
run('chromatic', [
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
]);
