import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One entry per registered template (every `import('./templates/<id>')` in the registry), so each
// is its own chunk with its own CSS file (dist/templates/<id>/index.css, which the SSR entry
// inlines). Registering a template is all it takes; a folder still being written is left alone.
const registry = readFileSync(new URL('./src/registry.ts', import.meta.url), 'utf8');
const templateEntries = Object.fromEntries(
  [...registry.matchAll(/import\('\.\/templates\/([a-z0-9-]+)'\)/g)].map(([, id]) => [
    `templates/${id}/index`,
    `src/templates/${id}/index.ts`,
  ]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', ssr: 'src/ssr.ts', resume: 'src/resume/index.ts', ...templateEntries },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', ssr: 'src/ssr.ts', resume: 'src/resume/index.ts' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  // Minified CSS is what the SSR entry inlines into every public page.
  minify: true,
  removeNodeProtocol: false,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', /^react\//, /^react-dom\//, /^node:/, /^@showfolio\//, /^@react-pdf\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // esbuild folds the CSS of every dynamically imported template into these two; nothing uses them.
    await Promise.all(
      ['index.css', 'index.css.map', 'ssr.css', 'ssr.css.map'].map((file) =>
        rm(new URL(`./dist/${file}`, import.meta.url), { force: true }),
      ),
    );
    await importCssFromTemplateChunks();
  },
});

/**
 * esbuild writes each template's CSS beside its chunk but never imports it, so an app bundling the
 * dist (Vite, webpack, esbuild) rendered templates unstyled. Each chunk now imports
 * `#template-css/<id>`, which package.json's `imports` maps to the chunk's CSS under the `browser`
 * condition (bundlers then load the CSS with the chunk) and to an empty module everywhere else
 * (Node, where `ssr.js` inlines the CSS itself). The import goes on its own last line, before the
 * source-map comment, so the minified first line and its mappings stay as esbuild wrote them.
 */
async function importCssFromTemplateChunks() {
  await writeFile(
    new URL('./dist/no-css.js', import.meta.url),
    '// What `#template-css/*` resolves to outside browser bundles: the CSS is inlined by ssr.js.\nexport {};\n',
  );
  await Promise.all(
    Object.keys(templateEntries).map(async (entry) => {
      const chunk = new URL(`./dist/${entry}.js`, import.meta.url);
      const id = entry.split('/')[1];
      const code = await readFile(chunk, 'utf8');
      const mapComment = code.lastIndexOf('\n//# sourceMappingURL=');
      const at = mapComment === -1 ? code.length : mapComment;
      await writeFile(
        chunk,
        `${code.slice(0, at)}\nimport "#template-css/${id}";${code.slice(at)}`,
      );
    }),
  );
}
