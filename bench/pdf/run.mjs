// The PDF of a maximum-size portfolio (every list at its limit, every text at its longest):
// the time to print it, the product's and Chromium's peak memory together, the PDF's size and
// pages, and the time of the download that finds it cached. Prints figures, asserts nothing.
//
//   node bench/pdf/run.mjs [--template modern-portfolio-v1]
// Needs `pnpm -r build` and Debian's chromium.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sampleTreeRss } from '../support-processes.mjs';
import { apiClient, enterPortfolio, rssMb, startProduct } from '../support.mjs';

const { values } = parseArgs({ options: { template: { type: 'string', default: 'modern-portfolio-v1' } } });
const { samplePortfolio } = await import('@showfolio/portfolio-schema/samples');
const { limits } = await import('@showfolio/portfolio-schema');

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

const product = await startProduct({ env: { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } });
try {
  const api = apiClient(product.base);
  const { token } = await enterPortfolio(api, 'maximum', maximumPortfolio, { dataDir: product.dataDir });
  await api('/templates/deploy', { method: 'POST', token, json: { templateIdentifier: values.template, subdomain: 'maximum' } });
  const url = `${product.base}/portfolio/maximum/resume.pdf`;
  const idle = rssMb(product.child.pid);

  const memory = sampleTreeRss(product.child.pid);
  let started = performance.now();
  const printed = await fetch(url);
  const bytes = Buffer.from(await printed.arrayBuffer());
  const printMs = performance.now() - started;
  const peak = memory.stop();

  started = performance.now();
  const cached = await fetch(url);
  await cached.arrayBuffer();
  const cachedMs = performance.now() - started;

  let pages = '?';
  if (printed.status === 200) {
    const dir = await mkdtemp(join(tmpdir(), 'showfolio-bench-pdf-'));
    await writeFile(join(dir, 'resume.pdf'), bytes);
    pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'resume.pdf')], { encoding: 'utf8' }))?.[1] ?? '?';
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`maximum-size portfolio (${values.template}), PDF:`);
  console.log(`  first download: ${printed.status} in ${(printMs / 1000).toFixed(1)} s, ${(bytes.length / 2 ** 20).toFixed(2)} MB, ${pages} pages`);
  if (printed.status !== 200) console.log(`  answer: ${bytes.toString('utf8').trim()}`);
  console.log(`  memory: product ${idle.toFixed(0)} MB idle, product + Chromium peak ${peak.toFixed(0)} MB`);
  console.log(`  second download (disk cache): ${cached.status} in ${cachedMs.toFixed(0)} ms`);
} finally {
  await product.stop();
}
