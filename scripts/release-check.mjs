#!/usr/bin/env node
// Can the published packages be released? Builds them, packs each one exactly as `pnpm publish`
// would, and checks what a user would install: the packed manifest (exports, files, sideEffects,
// peer dependencies, no `workspace:` ranges), that every path it points at is in the tarball,
// that every package the built code imports (read by es-module-lexer, so a string that merely
// says "import" is not one) is declared or is one of the package's own `imports` subpaths, no
// sourcemaps, README and CHANGELOG; then publint and @arethetypeswrong/cli (ESM-only profile: the
// packages ship ESM only) on the tarball, and `pnpm publish --dry-run`. Exits 1 with a list of
// problems per package. The tarballs stay in the folder it names at the end (`--out`).
//
//   pnpm release:check                      build, check, dry-run publish
//   pnpm release:check --skip-build         reuse the current dist/ folders
//   pnpm release:check --out <folder>       where the tarballs go (default .release/tarballs)
import { execFileSync, spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { init as lexerReady, parse as parseModule } from 'es-module-lexer';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const published = [
  { name: '@showfolio/portfolio-schema', dir: 'packages/portfolio-schema', react: false },
  { name: '@showfolio/api-client', dir: 'packages/api-client', react: true },
  { name: '@showfolio/ui', dir: 'packages/ui', react: true },
  { name: '@showfolio/templates', dir: 'packages/templates', react: true },
  { name: '@showfolio/server', dir: 'packages/server', react: false },
  { name: 'jsonresume-theme-showfolio', dir: 'packages/jsonresume-theme', react: true },
];
const pnpm = ['-y', 'pnpm@10'];
const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(repoRoot, '.release/tarballs') },
  },
});

function run(cmd, args, cwd = repoRoot) {
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_yes: 'true' },
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

// Every string leaf of an `exports` map, with the condition path that leads to it.
function exportTargets(value, where = 'exports') {
  if (typeof value === 'string') return [{ where, target: value }];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      exportTargets(inner, `${where}[${JSON.stringify(key)}]`),
    );
  }
  return [];
}

const builtins = new Set(builtinModules);
/** The bare specifiers a built module imports, statically or through `import("literal")`. */
function importSpecifiers(code) {
  const [imports] = parseModule(code);
  return imports
    .map((entry) => entry.specifier)
    .filter((specifier) => specifier && !/^(\.|\/|node:|data:)/.test(specifier))
    .filter((specifier) => !builtins.has(specifier));
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// Node's subpath-import rule: "#a/*" matches "#a/x", and an exact key matches only itself.
function subpathImportDeclared(imports, specifier) {
  return Object.keys(imports ?? {}).some((key) => {
    const star = key.indexOf('*');
    if (star === -1) return key === specifier;
    return specifier.startsWith(key.slice(0, star)) && specifier.endsWith(key.slice(star + 1));
  });
}

// webpack/Rollup semantics: a pattern without "/" matches the file name anywhere.
function globMatches(pattern, file) {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .split(/\*\*\/?/)
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pattern.includes('/') ? file : path.posix.basename(file));
}

function sideEffectsCover(sideEffects, file) {
  if (sideEffects === true || sideEffects === undefined) return true;
  if (!Array.isArray(sideEffects)) return false;
  return sideEffects.some((pattern) => globMatches(pattern.replace(/^\.\//, ''), file));
}

// publint (strict: its warnings count) and attw on the packed tarball. attw's "esm-only" profile:
// the packages are ESM only, so `require()` of them is not a supported use; CSS entries have no types.
async function lintTarball(tarPath, manifest) {
  const tarball = await readFile(tarPath);
  const linted = await publint({
    pack: {
      tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length),
    },
    level: 'warning',
    strict: true,
  });
  const problems = linted.messages.map((message) => `publint: ${formatMessage(message, manifest)}`);
  const cssEntries = Object.keys(manifest.exports ?? {}).filter((key) => key.endsWith('.css'));
  const attwArgs = ['attw', tarPath, '--profile', 'esm-only', '--format', 'ascii', '--no-color'];
  if (cssEntries.length > 0) attwArgs.push('--exclude-entrypoints', ...cssEntries);
  const types = run('npx', attwArgs);
  if (!types.ok) problems.push(`attw:\n${types.output.trim()}`);
  return problems;
}

async function checkPackage(pkg, packDir) {
  const problems = [];
  const cwd = path.join(repoRoot, pkg.dir);
  const packed = run('npx', [...pnpm, 'pack', '--pack-destination', packDir], cwd);
  if (!packed.ok) return [`pnpm pack failed:\n${packed.output}`];
  const tarball = (await readdir(packDir)).find(
    (file) => file.startsWith(pkg.name.replace(/^@/, '').replace('/', '-')) && file.endsWith('.tgz'),
  );
  if (!tarball) return ['pnpm pack produced no tarball'];
  const tarPath = path.join(packDir, tarball);
  const files = new Set(
    execFileSync('tar', ['-tzf', tarPath], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, '')),
  );
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzf', tarPath, '-O', 'package/package.json'], { encoding: 'utf8' }),
  );
  // A subpath pattern ("./dist/templates/*/index.css") must match at least one packed file.
  const has = (target) => {
    const file = target.replace(/^\.\//, '');
    if (!file.includes('*')) return files.has(file);
    const pattern = new RegExp(
      `^${file.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.+')}$`,
    );
    return [...files].some((packedFile) => pattern.test(packedFile));
  };

  if (!/^\d+\.\d+\.\d+/.test(manifest.version ?? ''))
    problems.push(`version "${manifest.version}" is not semver`);
  for (const field of ['description', 'license'])
    if (!manifest[field]) problems.push(`no "${field}"`);
  if (manifest.type !== 'module') problems.push('"type" must be "module" (the build is ESM)');
  if (manifest.publishConfig?.access !== 'public')
    problems.push('"publishConfig.access" must be "public" for a scoped package');
  if (!Array.isArray(manifest.files))
    problems.push('no "files" list: the tarball would ship sources and tests');

  const root = manifest.exports?.['.'];
  if (!root) problems.push('no "exports" entry for "."');
  else if (typeof root !== 'object' || !root.types || !(root.import || root.default)) {
    problems.push('"exports[\\".\\"]" needs "types" and "import" conditions');
  }
  for (const { where, target } of exportTargets(manifest.exports)) {
    if (!has(target)) problems.push(`${where} → ${target} is not in the tarball`);
  }
  for (const field of ['main', 'module', 'types']) {
    if (manifest[field] && !has(manifest[field]))
      problems.push(`"${field}" → ${manifest[field]} is not in the tarball`);
  }

  const cssFiles = [...files].filter((file) => file.endsWith('.css'));
  const exportedCss = exportTargets(manifest.exports).filter(({ target }) =>
    target.endsWith('.css'),
  );
  if (cssFiles.length > 0 && exportedCss.length === 0 && !manifest.exports?.['./*.css']) {
    problems.push(`ships CSS (${cssFiles.slice(0, 3).join(', ')}) but "exports" has no CSS entry`);
  }
  for (const file of cssFiles) {
    if (!sideEffectsCover(manifest.sideEffects, file)) {
      problems.push(`"sideEffects" does not cover ${file}: bundlers would drop the import`);
      break;
    }
  }
  if (manifest.sideEffects === undefined)
    problems.push('no "sideEffects" field (use ["*.css.ts", "*.css"] or false)');

  for (const section of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(manifest[section] ?? {})) {
      if (String(range).startsWith('workspace:'))
        problems.push(`${section}.${dep} is still "${range}" after packing`);
    }
  }
  if (pkg.react) {
    for (const dep of ['react', 'react-dom']) {
      if (!manifest.peerDependencies?.[dep])
        problems.push(`"${dep}" must be a peerDependency (one React per app)`);
      if (manifest.dependencies?.[dep])
        problems.push(`"${dep}" is a dependency: move it to peerDependencies (+ devDependencies)`);
    }
  }

  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const undeclared = new Set();
  for (const file of files) {
    if (!/\.(m?js)$/.test(file)) continue;
    const code = execFileSync('tar', ['-xzf', tarPath, '-O', `package/${file}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const specifier of importSpecifiers(code)) {
      if (specifier.startsWith('#')) {
        if (!subpathImportDeclared(manifest.imports, specifier))
          problems.push(`${file} imports "${specifier}", which "imports" does not declare`);
      } else if (!declared.has(packageOf(specifier))) undeclared.add(packageOf(specifier));
    }
  }
  for (const dep of undeclared)
    problems.push(`the built code imports "${dep}" but the manifest does not declare it`);
  for (const { target } of exportTargets(manifest.imports, 'imports')) {
    if (target.startsWith('./') && !has(target))
      problems.push(`"imports" → ${target} is not in the tarball`);
  }
  const maps = [...files].filter((file) => file.endsWith('.map'));
  if (maps.length > 0)
    problems.push(`ships ${maps.length} sourcemaps (${maps[0]}…): local builds only`);
  problems.push(...(await lintTarball(tarPath, manifest)));
  if (![...files].some((file) => file.endsWith('.d.ts')))
    problems.push('no type declarations (.d.ts) in the tarball');

  for (const doc of ['README.md', 'CHANGELOG.md']) {
    if (!files.has(doc)) problems.push(`${doc} is not in the tarball`);
  }
  const readme = await readFile(path.join(cwd, 'README.md'), 'utf8').catch(() => '');
  if (!/```(?:ts|tsx|js|jsx|typescript|javascript)\b/.test(readme)) {
    problems.push('README.md has no usage example (a ts/tsx/js code block)');
  }

  const dryRun = run('npx', [...pnpm, 'publish', '--dry-run', '--no-git-checks'], cwd);
  if (!dryRun.ok)
    problems.push(
      `pnpm publish --dry-run failed:\n${dryRun.output.trim().split('\n').slice(-8).join('\n')}`,
    );
  return problems;
}

async function main() {
  if (!options['skip-build']) {
    const filters = published.flatMap((pkg) => ['--filter', pkg.name]);
    console.log('release-check: building the published packages…');
    const build = spawnSync('npx', [...pnpm, ...filters, 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error('release-check: build failed');
      process.exit(1);
    }
  }
  // Emptied first so that each tarball found there is this run's.
  const packDir = path.resolve(options.out);
  await rm(packDir, { recursive: true, force: true });
  await mkdir(packDir, { recursive: true });
  await lexerReady;
  let failing = 0;
  for (const pkg of published) {
    const problems = await checkPackage(pkg, packDir);
    if (problems.length === 0) {
      console.log(`✓ ${pkg.name}`);
      continue;
    }
    failing += 1;
    console.error(`✗ ${pkg.name}`);
    for (const problem of problems) console.error(`    - ${problem}`);
  }
  console.log(
    `release-check: ${published.length - failing}/${published.length} packages ready to publish; ` +
      `tarballs in ${path.relative(process.cwd(), packDir) || '.'}`,
  );
  if (failing > 0) process.exitCode = 1;
}

await main();
