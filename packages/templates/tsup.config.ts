import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
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
  entry: { index: 'src/index.ts', ssr: 'src/ssr.ts', ...templateEntries },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', ssr: 'src/ssr.ts' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  // Minified CSS is what the SSR entry inlines into every public page.
  minify: true,
  removeNodeProtocol: false,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', /^react\//, /^react-dom\//, /^node:/, /^@showfolio\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild folds the CSS of every dynamically imported template into these two; nothing uses them.
  async onSuccess() {
    await Promise.all(
      ['index.css', 'index.css.map', 'ssr.css', 'ssr.css.map'].map((file) =>
        rm(new URL(`./dist/${file}`, import.meta.url), { force: true }),
      ),
    );
  },
});
