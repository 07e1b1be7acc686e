// `npm start`: the whole product in one Node process — the API and /media from @showfolio/server,
// server-rendered portfolios and previews, and the built SPA — composed by the host's server
// entry (`pnpm -r build` has produced every dist this imports).
import { fileURLToPath } from 'node:url';
import { fontFilePath, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';

// `npm start` runs this from apps/host; the README promises the data lives in ./data at the root.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));

const { ConfigError, startHost } = await import(new URL('../dist/server/index.js', import.meta.url).href);

try {
  await startHost({
    clientDir: fileURLToPath(new URL('../dist/client/', import.meta.url)),
    thumbnailsDir,
    templateCssPath,
    fontFilePath,
  });
} catch (error) {
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
}
