import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const source = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const built = fileURLToPath(new URL('../dist/index.js', import.meta.url));
// CI builds before the tests: a missing build there fails instead of skipping the dist/ check.
if (!existsSync(built) && process.env.CI) throw new Error('The tree-shaking suite needs dist/: run `npx -y pnpm@10 -r build` first.');

/** What an app's bundler (Vite, as the host builds) keeps of the package for `exportLine`. */
async function bundle(
  exportLine: string,
  entry = source,
): Promise<{ code: string; modules: string[] }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'app-entry',
        resolveId: (id) => (id === 'app-entry' ? id : null),
        load: (id) => (id === 'app-entry' ? exportLine.replace('{schema}', entry) : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: 'app-entry', preserveEntrySignatures: 'strict' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunk = output.output.find((item) => item.type === 'chunk')!;
  return { code: chunk.code, modules: chunk.moduleIds };
}

describe('the package in an app bundle ("sideEffects": false)', () => {
  it('carries no zod for the values the app shell needs on every page', async () => {
    const { modules } = await bundle(
      `export { analyticsRanges, defaultDocumentTitle, hostToSubdomain, isTemplateIdentifier, limits, messages, noAccessTokenMessage, productName, tokenCookieName } from '{schema}';`,
    );
    expect(modules.filter((id) => id.includes('/node_modules/'))).toEqual([]);
    expect(modules.some((id) => id.endsWith('/src/samples.ts'))).toBe(false);
  }, 60_000);

  it('brings zod with its browser setting (no `new Function`) as soon as a schema is used', async () => {
    const { code, modules } = await bundle(`export { signinSchema } from '{schema}';`);
    expect(modules.some((id) => /\/node_modules\/.*zod\//.test(id))).toBe(true);
    expect(code).toContain('jitless: true');
  }, 60_000);

  // What an app installing the package bundles: dist/ (written by `pnpm build`, before the tests in CI).
  it.skipIf(!existsSync(built))(
    'keeps that setting when bundling the built package',
    async () => {
      const { code } = await bundle(`export { signinSchema } from '{schema}';`, built);
      expect(code).toContain('jitless: true');
      const { modules } = await bundle(
        `export { hostToSubdomain, productName } from '{schema}';`,
        built,
      );
      expect(modules.filter((id) => /\/node_modules\/.*zod\//.test(id))).toEqual([]);
    },
    60_000,
  );
});
