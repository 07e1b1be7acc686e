#!/usr/bin/env node
// Public-page HTML of every template for the three sample portfolios, through the real path: the
// built product on a fresh embedded database, each sample entered over the API, deployed to each
// template in turn, and the page fetched from its portfolio host. A refactoring that must not
// change what visitors get compares two runs byte for byte:
//
//   pnpm -r build && node scripts/golden-pages.mjs /tmp/before
//   (change, rebuild) && node scripts/golden-pages.mjs /tmp/after --compare /tmp/before
//
// Files are `{sample}--{template}.html`; the product's port is written as PORT so runs compare.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiClient, enterPortfolio, startProduct } from '../bench/support.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { compare: { type: 'string' } },
});
const outDir = positionals[0];
if (!outDir) {
  console.error('Usage: node scripts/golden-pages.mjs <out-dir> [--compare <dir>]');
  process.exit(2);
}

const { samplePortfolio, minimalPortfolio, edgeCasePortfolio } =
  await import('@showfolio/portfolio-schema/samples').catch(
    () => import(new URL('../packages/portfolio-schema/dist/samples.js', import.meta.url).href),
  );
const samples = { sample: samplePortfolio, minimal: minimalPortfolio, edge: edgeCasePortfolio };

const product = await startProduct({ env: { ANALYTICS: 'off' } });
const { port } = product;
const api = apiClient(product.base);

/** GET / on a portfolio host (fetch cannot set Host), as a visitor's browser would ask. */
function portfolioPage(host) {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${host}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

try {
  const templates = (await api('/templates')).map((t) => t.templateIdentifier);
  await mkdir(outDir, { recursive: true });
  for (const [name, data] of Object.entries(samples)) {
    const { token } = await enterPortfolio(api, name, data, { dataDir: product.dataDir });
    const subdomain = `golden-${name}`;
    for (const templateIdentifier of templates) {
      await api('/templates/deploy', {
        method: 'POST',
        token,
        json: { templateIdentifier, subdomain },
      });
      const html = (await portfolioPage(`${subdomain}.showfolio.localhost:${port}`)).replaceAll(
        `:${port}`,
        ':PORT',
      );
      await writeFile(join(outDir, `${name}--${templateIdentifier}.html`), html);
    }
  }
  console.log(`${templates.length * Object.keys(samples).length} pages written to ${outDir}`);
} finally {
  await product.stop();
}

if (values.compare) {
  const before = (await readdir(values.compare)).filter((f) => f.endsWith('.html')).sort();
  const after = (await readdir(outDir)).filter((f) => f.endsWith('.html')).sort();
  const differing = [];
  for (const file of new Set([...before, ...after])) {
    const a = await readFile(join(values.compare, file), 'utf8').catch(() => null);
    const b = await readFile(join(outDir, file), 'utf8').catch(() => null);
    if (a !== b)
      differing.push(a === null ? `${file} (new)` : b === null ? `${file} (gone)` : file);
  }
  console.log(
    differing.length
      ? `${differing.length} pages differ:\n  ${differing.join('\n  ')}`
      : `all ${after.length} pages are byte-identical`,
  );
  process.exitCode = differing.length ? 1 : 0;
}
