// @vitest-environment node
// AUTHORING.md stays true: its quick start (the block after the `authoring-check` marker) runs, line
// by line, on a copy of this package. `npx -y pnpm@10 <script> <args>` runs the script of the
// package.json as pnpm would (its body plus the arguments, node_modules/.bin on the PATH). The copy
// sits beside this package (same relative paths to the repository root) and links its node_modules.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const guide = readFileSync(join(packageRoot, 'AUTHORING.md'), 'utf8');
const copied = ['src', 'scripts', 'test', 'thumbnails', 'package.json', 'tsconfig.json', 'tsup.config.ts', 'vitest.config.ts'];

/** The commands of the quick start, as written in the guide. */
function quickStart(): string[] {
  const block = /<!-- authoring-check[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error('AUTHORING.md has no authoring-check block');
  return block.split('\n').map((line) => line.trim()).filter(Boolean);
}

const shellQuote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

function run(command: string, cwd: string): string {
  const result = spawnSync('sh', ['-c', command], {
    cwd,
    encoding: 'utf8',
    env: {
      // Not this run's own vitest settings: the commands start as they would in a terminal.
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_ENV$|MODE$|FORCE_COLOR$)/.test(key)),
      ),
      // Plain output, so the counts below can be read.
      NO_COLOR: '1',
      PATH: [join(packageRoot, 'node_modules/.bin'), process.env.PATH].join(delimiter),
      // A local author's run: the first browser test writes the new template's baselines.
      CI: '',
    },
    timeout: 300_000,
  });
  if (result.status !== 0) {
    throw new Error(`\`${command}\` failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

describe('AUTHORING.md', () => {
  it('uses commands a fresh clone has: npx pnpm@10 and scripts of this package', () => {
    const scripts = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const lines = quickStart();
    expect(lines[0]).toBe('cd packages/templates');
    for (const line of lines.slice(1)) {
      const [npx, yes, pnpm, script] = line.split(/\s+/);
      expect([npx, yes, pnpm]).toEqual(['npx', '-y', 'pnpm@10']);
      expect(scripts).toHaveProperty(script!);
    }
  });

  it('quick start: scaffolds a registered template that gets a thumbnail and passes its tests', async () => {
    const [cd, ...commands] = quickStart();
    expect(cd).toBe('cd packages/templates');
    const scripts = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const copy = await mkdtemp(join(packageRoot, '..', '.authoring-check-'));
    try {
      for (const entry of copied) await cp(join(packageRoot, entry), join(copy, entry), { recursive: true });
      await symlink(join(packageRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
      // The copy must not run this test again.
      await rm(join(copy, 'test/authoring.test.ts'));
      const outputs: string[] = [];
      for (const line of commands) {
        const [, , , script, ...args] = line.split(/\s+/);
        outputs.push(run([scripts[script!]!, ...args.map(shellQuote)].join(' '), copy));
      }

      const id = commands[0]!.split(/\s+/)[4]!;
      const registry = await readFile(join(copy, 'src/registry.ts'), 'utf8');
      expect(registry).toContain(`'${id}': {`);
      expect(existsSync(join(copy, `src/templates/${id}/meta.ts`))).toBe(true);
      expect(existsSync(join(copy, `thumbnails/${id}.webp`))).toBe(true);
      expect(existsSync(join(copy, `dist/templates/${id}/index.css`))).toBe(true);
      // Baselines wait until the author asks (`test:update -t <id>`): the scaffold's look is Minimal's.
      expect(existsSync(join(copy, `test/__screenshots__/${id}-375.png`))).toBe(false);
      // The template's own tests ran and passed (vitest prints the counts; a filter that matched
      // nothing would pass with no tests).
      const testRun = outputs.at(-1)!;
      expect(testRun).not.toMatch(/\d+ failed/);
      expect(Number(/Tests\s+(\d+) passed/.exec(testRun)?.[1])).toBeGreaterThanOrEqual(10);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 600_000);
});
