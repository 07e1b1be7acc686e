#!/usr/bin/env node
// Health latency under preview load (issue 30 item 3): the built product, a maximum-size portfolio
// (the text limit's worth of Markdown lists in 50 projects), its preview link requested in a loop by
// `clients` clients while /api/health is sampled every 25 ms; then the published page's first
// answer after an edit (one render in the worker pool). Figures only, no pass/fail.
// Needs `pnpm -r build` first. Usage: node bench/preview-load/run.mjs [seconds=10] [clients=4]
import { Agent, get } from 'node:http';
import { apiClient, enterPortfolio, startProduct } from '../support.mjs';

const seconds = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 4);
const { samplePortfolio } = await import('@showfolio/portfolio-schema/samples').catch(
  () => import(new URL('../../packages/portfolio-schema/dist/samples.js', import.meta.url).href),
);

function markdownList(length, seed) {
  let text = '';
  for (let i = 0; text.length < length; i++) text += `- item ${seed}.${i} with **bold** words\n`;
  return text.slice(0, length);
}
const maxSize = {
  ...samplePortfolio,
  bio: markdownList(2000, 0),
  experience: [],
  education: [],
  projects: Array.from({ length: 50 }, (_, i) => ({
    projectName: `Project ${i}`,
    description: markdownList(1900, i),
    technologies: ['TypeScript'],
    githubUrl: '',
    deployedUrl: '',
  })),
};

const product = await startProduct({ env: { ANALYTICS: 'off' } });
const agent = new Agent({ keepAlive: true, maxSockets: clients + 2 });
/** GET over loopback; resolves with the status and the milliseconds to the last byte. */
const timed = (path, host = `localhost:${product.port}`) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    get({ host: '127.0.0.1', port: product.port, path, agent, headers: { host } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    }).on('error', reject);
  });
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN);
};
const sampleHealth = async (until) => {
  const samples = [];
  while (!until()) {
    samples.push((await timed('/api/health')).ms);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return samples;
};
const row = (label, values) =>
  ({ label, n: values.length, p50: pct(values, 50), p90: pct(values, 90), p99: pct(values, 99), max: Math.round(Math.max(...values)) });

try {
  const api = apiClient(product.base);
  const { token } = await enterPortfolio(api, 'maxsize', maxSize, { dataDir: product.dataDir });
  const { previewUrl } = await api('/templates/preview/minimal-portfolio-v1', { method: 'POST', token });
  const path = new URL(previewUrl).pathname + new URL(previewUrl).search;

  const idleEnd = Date.now() + 2000;
  const idle = await sampleHealth(() => Date.now() > idleEnd);

  const previews = [];
  const statuses = {};
  const end = Date.now() + seconds * 1000;
  const loops = Array.from({ length: clients }, async () => {
    while (Date.now() < end) {
      const answer = await timed(path);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      previews.push(answer.ms);
    }
  });
  const loaded = await sampleHealth(() => Date.now() > end);
  await Promise.all(loops);

  await api('/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'max-size' } });
  const pageHost = `max-size.showfolio.localhost:${product.port}`;
  await timed('/', pageHost);
  await api('/user-portfolio', { method: 'POST', token, json: { bio: markdownList(1990, 1) } });
  const [afterEdit, cached] = [await timed('/', pageHost), await timed('/', pageHost)];

  console.log(`Preview load: ${clients} clients for ${seconds} s on the maximum-size portfolio (${previews.length} previews, statuses ${JSON.stringify(statuses)})`);
  console.table([row('GET /api/health idle', idle), row(`GET /api/health under ${clients} preview clients`, loaded), row('GET /preview/… (first one renders)', previews)]);
  console.log(`Published page: first answer after an edit ${Math.round(afterEdit.ms)} ms (status ${afterEdit.status}), next one ${Math.round(cached.ms)} ms`);
} finally {
  agent.destroy();
  await product.stop();
}
