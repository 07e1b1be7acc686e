// Starts the product as one Node process. The API (and /media) come from @showfolio/server's
// built dist; the SPA and server-rendered portfolio pages join through `configure` once the
// host issue lands.
import { fileURLToPath } from 'node:url';
import { ConfigError, startServer } from '@showfolio/server';

// `npm start` runs this from apps/host; the README promises the data lives in ./data at the root.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));

try {
  await startServer();
} catch (error) {
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
}
