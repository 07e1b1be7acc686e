// What the templates package costs an app that embeds it, beyond React (issue 38), bundled as a
// consumer's bundler would (shared chunks, the schema and the template's own CSS file included; React
// left out), minified and brotli-compressed. Code split the way an app's bundler splits it: what a page loads at once is
// the entry's own output; the Markdown parser is a chunk of its own, loaded only for a text that
// holds Markdown, and is measured separately. `pnpm size` after a build; CI runs it.
import { readdirSync } from 'node:fs';

const templatesDist = 'packages/templates/dist';
const react = ['react', 'react-dom', 'react/jsx-runtime'];

// A dynamic import() of a chunk stays a request for it: it is not part of what loads at once.
const dynamicImportsStayLazy = {
  name: 'dynamic-imports-stay-lazy',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** What loads with the entry: its static imports, bundled; its dynamic imports left as requests. */
const eager = (name, path, limit) => ({
  name,
  path,
  ignore: react,
  limit,
  modifyEsbuildConfig: (config) => ({
    ...config,
    // esbuild's notes on the build's side-effect-free chunks are the same for every entry.
    logLevel: 'error',
    plugins: [...(config.plugins ?? []), dynamicImportsStayLazy],
  }),
});

export default [
  eager(
    'lazyTemplate and the catalogue (@showfolio/templates)',
    `${templatesDist}/index.js`,
    '6 KB',
  ),
  ...readdirSync(`${templatesDist}/templates`).map((id) =>
    eager(`template ${id}`, `${templatesDist}/templates/${id}/index.js`, '12 KB'),
  ),
  {
    name: 'the Markdown parser, loaded only for text that holds Markdown',
    path: `${templatesDist}/formattedBlocks-*.js`,
    ignore: react,
    modifyEsbuildConfig: (config) => ({ ...config, logLevel: 'error' }),
    limit: '26 KB',
  },
];
