// `npm start` / `pnpm --filter @showfolio/host start`: the whole product in one Node process, from
// the built SPA (dist/client) and the built server composition (dist/server).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/server/index.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('The host is not built yet: run `pnpm -r build` (or `npm start` at the repository root).');
  process.exit(1);
}
const { ConfigError, startHost } = await import(entry.href);
const { renderPortfolio, thumbnailsDir } = await import('@showfolio/templates/ssr');

// `npm start` runs this from apps/host; the README promises the data lives in ./data at the root.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));

try {
  await startHost({
    clientDir: fileURLToPath(new URL('../dist/client/', import.meta.url)),
    renderTemplate: renderPortfolio,
    thumbnailsDir,
  });
} catch (error) {
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
}
