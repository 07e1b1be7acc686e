#!/usr/bin/env node
// How long the template author's path takes on this machine (issue 38): runs the steps of
// packages/templates/AUTHORING.md for a throw-away template and prints each step's time and the
// total. The quick start runs on a copy of the package beside it (as test/authoring.test.ts does),
// so nothing in the work tree changes; its commands are read from the guide, not repeated here.
// Storybook finds only the real package's stories, so the story step runs Minimal's, which the
// scaffold copies story for story.
//
//   node scripts/author-path.mjs          needs `pnpm -r build` first, and Chromium
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageRoot = path.join(repoRoot, 'packages/templates');
const guide = readFileSync(path.join(packageRoot, 'AUTHORING.md'), 'utf8');
const scripts = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).scripts;
const copied = ['src', 'scripts', 'test', 'thumbnails', 'package.json', 'tsconfig.json'];
copied.push('tsup.config.ts', 'vitest.config.ts');

/** The guide's commands (`npx -y pnpm@10 <script> <args>`) in the block after its marker. */
function guideCommands(marker) {
  const block = new RegExp(`<!-- ${marker}[^>]*-->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(
    guide,
  )?.[1];
  if (!block) throw new Error(`AUTHORING.md has no ${marker} block`);
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx -y pnpm@10 '));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `npx -y pnpm@10 <script> <args>` as pnpm would: the script's body, then the arguments. */
function runStep(line, cwd, placeholder, id) {
  const [script, ...args] = line.replace('npx -y pnpm@10 ', '').split(/\s+/);
  if (!scripts[script]) throw new Error(`AUTHORING.md runs "${script}", which package.json lacks`);
  const command = [scripts[script], ...args.map((arg) => arg.replaceAll(placeholder, id))].join(
    ' ',
  );
  const started = Date.now();
  const result = spawnSync('sh', ['-c', command], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      NO_COLOR: '1',
      CI: '',
      // As pnpm runs a script: the package's bins, then the workspace root's.
      PATH: [packageRoot, repoRoot]
        .map((dir) => path.join(dir, 'node_modules/.bin'))
        .concat(process.env.PATH)
        .join(path.delimiter),
    },
  });
  const took = Date.now() - started;
  if (result.status !== 0) {
    throw new Error(`\`${line}\` failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return took;
}

async function main() {
  const quickStart = guideCommands('authoring-check');
  const loop = guideCommands('authoring-loop');
  const placeholder = 'aurora-portfolio-v1';
  const copy = await mkdtemp(path.join(repoRoot, 'packages', '.authoring-check-'));
  const timings = [];
  try {
    for (const entry of copied)
      await cp(path.join(packageRoot, entry), path.join(copy, entry), { recursive: true });
    await symlink(path.join(packageRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    await rm(path.join(copy, 'test/authoring.test.ts'));
    for (const line of [...quickStart, ...loop]) {
      // Storybook reads the real package: the scaffold's stories are Minimal's.
      const stories = line.includes('test:stories');
      const took = runStep(
        line,
        stories ? packageRoot : copy,
        placeholder,
        stories ? 'minimal-portfolio-v1' : placeholder,
      );
      timings.push([line, took]);
      console.log(`${seconds(took).padStart(8)}  ${line}`);
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
  const total = timings.reduce((sum, [, took]) => sum + took, 0);
  console.log(`${seconds(total).padStart(8)}  total (${(total / 60000).toFixed(1)} min)`);
}

await main();
