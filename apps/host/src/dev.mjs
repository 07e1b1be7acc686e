// `pnpm dev`: the product in one Node process with Vite in middleware mode for the SPA (HMR,
// workspace packages compiled from source). The API, media, thumbnails, server-rendered
// /portfolio and /preview pages and host-based portfolios come from the same composition as
// `npm start` (built by `tsup` before this runs; @showfolio/* server packages from their dist).
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { hostToSubdomain } from '@showfolio/portfolio-schema';
import { ConfigError, loadConfig } from '@showfolio/server';
import { fontFilePath, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createServer as createViteServer } from 'vite';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
const { clientConfigElementId, createHost, publicUrlFor } = await import(new URL('../dist/server/index.js', import.meta.url).href);

process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}

const http = createHttpServer();
const host = await createHost(config, {
  clientDir: fileURLToPath(new URL('../dist/client/', import.meta.url)),
  thumbnailsDir,
  templateCssPath,
  fontFilePath,
});
const product = getRequestListener(host.fetch);
const { clientConfig } = host;

const vite = await createViteServer({
  root: hostDir,
  appType: 'spa',
  server: { middlewareMode: true, hmr: { server: http } },
  plugins: [
    {
      name: 'showfolio-client-config',
      transformIndexHtml: () => [
        { tag: 'script', attrs: { type: 'application/json', id: clientConfigElementId }, children: JSON.stringify(clientConfig).replace(/</g, '\\u003c'), injectTo: 'head' },
      ],
    },
  ],
});

const productPaths = /^\/(api|media|templates\/thumbnails|portfolio|preview)(\/|$)/;
http.on('request', (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (hostToSubdomain(req.headers.host ?? '', config.publicDomain) || productPaths.test(path)) return product(req, res);
  vite.middlewares(req, res, () => product(req, res));
});
http.listen(config.port, () => {
  const port = http.address().port;
  const url = config.port === 0 ? `http://localhost:${port}` : config.appUrl;
  console.log(`Showfolio (dev, Vite HMR) is running at ${url}`);
  console.log(`Published portfolios answer at ${publicUrlFor({ ...config, appUrl: url }, '{name}')}`);
});
const stop = () => {
  http.close();
  void Promise.all([vite.close(), host.server.close(), host.pdfs.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
