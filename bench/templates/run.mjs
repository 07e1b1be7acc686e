#!/usr/bin/env node
// Server render time and page weight of every registered template, beside jsonresume-theme-even
// rendering the same person (samplePortfolio converted with toJsonResume) in the same process.
// Aim: every template renders faster than the theme and weighs ≤ 6 KB gzipped (HTML + CSS,
// images excluded) with this rich sample (issues 31 and 32; an earlier aim was 30 KB). Run: pnpm --filter @showfolio/templates bench (needs `pnpm -r build` once,
// since it imports the built portfolio-schema as the server does).
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

// Measure React as the server runs it; it picks its build when first imported (below, dynamically).
process.env.NODE_ENV ??= 'production';

const templatesPackage = new URL('../../packages/templates/', import.meta.url);

/** Imports a dependency of the templates package by its ESM entry (require.resolve cannot: the schema has no `require` condition). */
async function importDependency(name, subpath = '.') {
  const dir = new URL(`node_modules/${name}/`, templatesPackage);
  let entry = JSON.parse(await readFile(new URL('package.json', dir), 'utf8')).exports[subpath];
  while (typeof entry === 'object') entry = entry.import ?? entry.default;
  return import(new URL(entry, dir).href);
}

const { toJsonResume } = await importDependency('@showfolio/portfolio-schema');
const { samplePortfolio } = await importDependency('@showfolio/portfolio-schema', './samples');
const { render: renderEven } = await importDependency('jsonresume-theme-even');
const { registeredTemplateIds, renderPortfolio } = await import(
  new URL('dist/ssr.js', templatesPackage).href
);

const iterations = Number(process.env.BENCH_ITERATIONS ?? 500);
const warmup = 50;
// Issues 31 and 32: every template at ≤ 6 KB gzip HTML+CSS for the rich sample without images.
const budgetBytes = 6 * 1024;

async function measure(run) {
  for (let index = 0; index < warmup; index++) await run();
  const samples = [];
  for (let index = 0; index < iterations; index++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)],
    p95: samples[Math.floor(samples.length * 0.95)],
  };
}

const resume = toJsonResume(samplePortfolio);
const evenHtml = renderEven(resume);
const even = {
  name: 'jsonresume-theme-even',
  ...(await measure(() => renderEven(resume))),
  gzip: gzipSync(evenHtml).length,
  raw: evenHtml.length,
};

const rows = [];
for (const id of registeredTemplateIds()) {
  const first = await renderPortfolio(id, samplePortfolio);
  if (!first.ok) throw new Error(`template ${id} did not render`);
  const page = first.html + first.css;
  const timing = await measure(() => renderPortfolio(id, samplePortfolio));
  rows.push({ name: id, ...timing, gzip: gzipSync(page).length, raw: page.length });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** 'ok', or what misses the aim and by how much. */
const verdictOf = (row) => {
  const misses = [
    row.median < even.median ? '' : 'slower than even',
    row.gzip <= budgetBytes ? '' : `${kb(row.gzip - budgetBytes)} over ${kb(budgetBytes)}`,
  ].filter(Boolean);
  return misses.length === 0 ? 'ok' : `MISSES AIM: ${misses.join(', ')}`;
};
const ms = (value) => `${value.toFixed(3)} ms`;
const table = [...rows, even].map((row) => ({
  renderer: row.name,
  'median render': ms(row.median),
  p95: ms(row.p95),
  'HTML+CSS': kb(row.raw),
  gzipped: kb(row.gzip),
  'vs even': row === even ? '' : `${(even.median / row.median).toFixed(1)}× faster`,
  verdict: row === even ? '' : verdictOf(row),
}));
console.log(
  `samplePortfolio, ${iterations} renders each after ${warmup} warm-up, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV}`,
);
console.table(table);
