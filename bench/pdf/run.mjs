// The résumé PDF (issue 33): render time (p50, p95) and size for each design × sample and for a
// maximum-size portfolio (every list at its limit, every text at its longest), typeset in this
// process by the built @showfolio/templates/resume; then the product's memory (its process and
// worker threads) during 20 concurrent downloads of 20 different portfolios. Prints figures and
// the aims beside them, asserts nothing.
//
//   node bench/pdf/run.mjs [--runs 20] [--skip-product]
// Needs `pnpm -r build` (the product's dist and the templates' dist).
import { parseArgs } from 'node:util';
import { sampleTreeRss } from '../support-processes.mjs';
import { apiClient, enterPortfolio, rssMb, startProduct } from '../support.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, 'skip-product': { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const { samplePortfolio, minimalPortfolio, edgeCasePortfolio } = await import('@showfolio/portfolio-schema/samples');
const { limits } = await import('@showfolio/portfolio-schema');
// The built entry, as the product's worker loads it (the templates are not a root dependency).
const { mediumPortfolio, renderResume, resumeDesigns, ResumeTooLongError } = await import(
  new URL('../../packages/templates/dist/resume.js', import.meta.url).href
);

const AIM_MEDIUM_P50_MS = 300;
const AIM_RSS_INCREASE_MB = 100;
const PAGE_LIMIT = 8;

const longText = (length, seed) => `${seed} `.repeat(Math.ceil(length / (seed.length + 1))).slice(0, length).trim();
const tags = (prefix) => Array.from({ length: limits.listEntries }, (_, i) => `${prefix} ${i + 1}`.padEnd(limits.tag - 5, '·'));
const times = (item) => Array.from({ length: limits.listEntries }, (_, i) => item(i));

/** The sample portfolio with every list at `limits.listEntries` and every text at its limit. */
const maximumPortfolio = {
  ...samplePortfolio,
  bio: longText(limits.bio, 'Builds analytical engines and writes about them.'),
  education: times((i) => ({ ...samplePortfolio.education[0], institution: `University ${i + 1}`, description: longText(limits.description, 'Studied distributed systems.') })),
  skills: { tech: tags('Tech'), soft: tags('Soft') },
  projects: times((i) => ({
    ...samplePortfolio.projects[0],
    projectName: `Project ${i + 1}`,
    description: longText(limits.description, 'An engine that weaves algebraic patterns.'),
    technologies: tags('Stack'),
  })),
  experience: times((i) => ({
    ...samplePortfolio.experience[0],
    companyName: `Company ${i + 1}`,
    description: longText(limits.description, 'Led the team that shipped the loom.'),
    technologies: tags('Tool'),
  })),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Renders `data` `count` times after one warm-up; every figure of one design × sample. */
async function measure(data, design, count) {
  // No page limit while measuring: the maximum-size portfolio's full length is a figure too.
  await renderResume(data, { design, maxPages: 10_000 });
  const ms = [];
  let last;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    last = await renderResume(data, { design, maxPages: 10_000 });
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), bytes: last.pdf.byteLength, pages: last.pages };
}

console.log(`résumé PDF render (@react-pdf/renderer, this process, ${runs} runs each after one warm-up; A4):`);
console.log('  sample    design    p50 ms   p95 ms   size       pages');
const samples = { minimal: minimalPortfolio, medium: mediumPortfolio, rich: samplePortfolio, 'edge case': edgeCasePortfolio };
const mediumP50 = {};
for (const [name, data] of Object.entries(samples))
  for (const design of resumeDesigns) {
    const figures = await measure(data, design, runs);
    if (name === 'medium') mediumP50[design] = figures.p50;
    console.log(
      `  ${name.padEnd(9)} ${design.padEnd(8)} ${figures.p50.toFixed(0).padStart(7)} ${figures.p95.toFixed(0).padStart(8)}   ${kb(figures.bytes).padEnd(10)} ${figures.pages}`,
    );
  }
// The maximum-size portfolio holds more text than 8 pages can: the product refuses it before
// laying it out (a full layout of its 100+ pages takes about 40 s here). Timed as the worker runs it.
for (const design of resumeDesigns) {
  const ms = [];
  let refusal;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    refusal = await renderResume(maximumPortfolio, { design, maxPages: PAGE_LIMIT }).then(
      () => null,
      (error) => error,
    );
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const verdict =
    refusal instanceof ResumeTooLongError
      ? `refused: 422 "${refusal.message}" (at least ${refusal.pages} pages of text)`
      : `made (${refusal === null ? 'within the limit' : String(refusal)})`;
  console.log(`  maximum   ${design.padEnd(8)} ${percentile(ms, 50).toFixed(1).padStart(7)} ${percentile(ms, 95).toFixed(1).padStart(8)}   ${verdict}`);
}
for (const [design, p50] of Object.entries(mediumP50))
  console.log(
    `  aim: medium sample p50 ≤ ${AIM_MEDIUM_P50_MS} ms; ${design}: ${p50.toFixed(0)} ms, ${p50 <= AIM_MEDIUM_P50_MS ? 'met' : `missed by ${(p50 - AIM_MEDIUM_P50_MS).toFixed(0)} ms`}`,
  );

if (!values['skip-product']) {
  const DOWNLOADS = 20;
  const product = await startProduct();
  try {
    const api = apiClient(product.base);
    // 20 different portfolios (different names, so 20 different résumés, none cached).
    for (let i = 0; i < DOWNLOADS; i++) {
      const name = `pdf-bench-${i + 1}`;
      const data = { ...samplePortfolio, firstName: `Ada ${i + 1}`, username: name };
      const { token } = await enterPortfolio(api, name, data, { dataDir: product.dataDir });
      await api('/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: name } });
    }
    const idle = rssMb(product.child.pid);
    const memory = sampleTreeRss(product.child.pid);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: DOWNLOADS }, async (_, i) => {
        const response = await fetch(`${product.base}/portfolio/pdf-bench-${i + 1}/resume.pdf`);
        const bytes = (await response.arrayBuffer()).byteLength;
        return { status: response.status, bytes, ms: performance.now() - started };
      }),
    );
    const wall = performance.now() - started;
    const peak = memory.stop();
    const statuses = Object.entries(
      answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    const finished = answers.map(({ ms }) => ms).sort((a, b) => a - b);
    const increase = peak - idle;
    console.log(`\nproduct (npm start's flags), ${DOWNLOADS} concurrent downloads of ${DOWNLOADS} different portfolios (rich sample, Classic):`);
    console.log(`  answers: ${statuses}; all done in ${(wall / 1000).toFixed(1)} s (first ${finished[0].toFixed(0)} ms, median ${percentile(finished, 50).toFixed(0)} ms)`);
    console.log(`  RSS: ${idle.toFixed(0)} MB idle, ${peak.toFixed(0)} MB peak (process and its worker threads), increase ${increase.toFixed(0)} MB`);
    console.log(
      `  aim: RSS increase ≤ ${AIM_RSS_INCREASE_MB} MB; ${increase <= AIM_RSS_INCREASE_MB ? 'met' : `missed by ${(increase - AIM_RSS_INCREASE_MB).toFixed(0)} MB`}`,
    );
    const cachedStart = performance.now();
    const cached = await fetch(`${product.base}/portfolio/pdf-bench-1/resume.pdf`);
    await cached.arrayBuffer();
    console.log(`  a download found on disk: ${cached.status} in ${(performance.now() - cachedStart).toFixed(0)} ms`);
  } finally {
    await product.stop();
  }
}
