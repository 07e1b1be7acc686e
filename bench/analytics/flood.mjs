// A referrer flood against the built product: every request names a new Referer host and a new
// ?ref= value. Prints the views sent, the analytics rows the owner's data download holds for the
// day, the product's RSS, and how long the summary and the export take afterwards. Asserts nothing.
//
//   node bench/analytics/flood.mjs [--duration 15]
// Needs `pnpm -r build`.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiClient, enterPortfolio, rssMb, startProduct } from '../support.mjs';

// autocannon is a dependency of the host's tests, not of the workspace root.
const autocannon = createRequire(fileURLToPath(new URL('../../apps/host/package.json', import.meta.url)))('autocannon');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '15' } } });
const { samplePortfolio } = await import('@showfolio/portfolio-schema/samples');

const product = await startProduct();
try {
  const api = apiClient(product.base);
  const { token } = await enterPortfolio(api, 'flooded', samplePortfolio, { dataDir: product.dataDir });
  await api('/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'flooded' } });
  const pid = product.child.pid;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  let sent = 0;
  const result = await autocannon({
    url: product.base,
    connections: 20,
    duration: Number(values.duration),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            path: `/portfolio/flooded?ref=campaign-${sent}`,
            headers: { ...request.headers, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', referer: `https://site-${sent}.example/` },
          };
        },
      },
    ],
  });
  clearInterval(sampler);
  // Views are written every 5 seconds.
  await new Promise((resolve) => setTimeout(resolve, 6000));

  let started = performance.now();
  const summary = await fetch(`${product.base}/api/analytics/summary?range=7d`, { headers: { Authorization: `Bearer ${token}` } });
  const summaryBody = await summary.json();
  const summaryMs = performance.now() - started;
  started = performance.now();
  const exported = await fetch(`${product.base}/api/auth/export`, { headers: { Authorization: `Bearer ${token}` } });
  const zip = Buffer.from(await exported.arrayBuffer());
  const exportMs = performance.now() - started;
  let rows = '?';
  if (exported.status === 200) {
    const dir = await mkdtemp(join(tmpdir(), 'showfolio-bench-export-'));
    await writeFile(join(dir, 'export.zip'), zip);
    const document = JSON.parse(execFileSync('unzip', ['-p', join(dir, 'export.zip'), 'portfolio.json'], { encoding: 'utf8', maxBuffer: 2 ** 30 }));
    rows = document.analytics.dailyViews.length;
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`referrer flood, ${values.duration} s, 20 connections:`);
  console.log(`  ${sent} requests, each with a new referrer and ?ref= value (${result.requests.total} answered in time, ${result.non2xx} not 2xx)`);
  console.log(`  analytics rows for the portfolio: ${rows}`);
  console.log(`  RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${rssMb(pid).toFixed(0)} MB after`);
  console.log(`  summary: ${summary.status} in ${summaryMs.toFixed(0)} ms (${summaryBody.current?.totals.views ?? '?'} views, ${summaryBody.current?.referrers.length ?? '?'} referrers listed)`);
  console.log(`  export: ${exported.status} in ${exportMs.toFixed(0)} ms, ${(zip.length / 1024).toFixed(0)} KB`);
} finally {
  await product.stop();
}
