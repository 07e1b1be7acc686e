#!/usr/bin/env node
// Lighthouse (mobile and desktop) against the production build: the landing page, sign-in, a
// signed-in dashboard, the profile wizard and a published portfolio. Prints the four category
// scores, FCP, LCP, TBT, CLS and the bytes transferred per page, and the product's RSS.
// Every run starts from an empty browser cache; signed-in pages keep the session cookie.
//
//   pnpm -r build && node bench/lighthouse/run.mjs [--runs 1] [--only mobile|desktop] [--pages landing,portfolio]
//     [--save DIR]   (writes each full Lighthouse report as DIR/{page}-{device}-{run}.json, to dig into)
import lighthouse, { desktopConfig } from 'lighthouse';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { apiClient, enterPortfolio, freePort, rssMb, startProduct } from '../support.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    pages: { type: 'string' },
    save: { type: 'string' },
  },
});
const runs = Number(args.runs);
const formFactors = args.only ? [args.only] : ['mobile', 'desktop'];
const { samplePortfolio } = await import('@showfolio/portfolio-schema/samples');

const product = await startProduct({ env: { LOG_LEVEL: 'warn' } });
const api = apiClient(product.base);
const { account, token } = await enterPortfolio(api, 'lighthouse', samplePortfolio, { dataDir: product.dataDir });
// A real uploaded picture, as a person's published page has.
const upload = new FormData();
const avatar = await readFile(
  new URL('../../apps/host/public/media/sample-avatar.webp', import.meta.url),
);
upload.set('file', new Blob([avatar], { type: 'image/webp' }), 'avatar.webp');
const uploaded = await fetch(`${product.base}/api/user-portfolio/upload-profile-picture`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}` },
  body: upload,
});
if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
const { url: profilePictureUrl } = await uploaded.json();
await api('/user-portfolio', { method: 'POST', token, json: { documents: { profilePictureUrl } } });
await api('/templates/deploy', {
  method: 'POST',
  token,
  json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'lighthouse-demo' },
});

const debuggingPort = await freePort();
// A persistent context is the browser's default one, where Lighthouse opens its tabs: they share
// the cookie the sign-in below sets.
const profileDir = await mkdtemp(join(tmpdir(), 'showfolio-lighthouse-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', `--remote-debugging-port=${debuggingPort}`],
});
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);

const guestPages = [
  ['landing', `${product.base}/`],
  ['sign-in', `${product.base}/signin`],
  ['portfolio', `http://lighthouse-demo.showfolio.localhost:${product.port}/`],
];
const signedInPages = [
  ['dashboard', `${product.base}/dashboard`],
  ['wizard', `${product.base}/profile`],
];

const rows = [];
const failing = new Set();
let peakRss = rssMb(product.child.pid);

async function measure(label, url, signedIn) {
  if (args.pages && !args.pages.split(',').includes(label)) return;
  for (const formFactor of formFactors) {
    for (let run = 0; run < runs; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        url,
        {
          port: debuggingPort,
          logLevel: 'error',
          output: 'json',
          // The signed-in pages need the session cookie, which a storage reset would drop.
          disableStorageReset: signedIn,
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      peakRss = Math.max(peakRss, rssMb(product.child.pid));
      if (args.save) {
        await mkdir(args.save, { recursive: true });
        await writeFile(join(args.save, `${label}-${formFactor}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
      if (runtimeError)
        throw new Error(`${label} (${formFactor}): ${runtimeError.code} ${runtimeError.message}`);
      // What keeps the accessibility, best-practices and SEO scores from 100, to act on.
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const { id: audit, weight } of categories[id]?.auditRefs ?? []) {
          if (weight > 0 && audits[audit]?.score !== null && audits[audit]?.score < 1)
            failing.add(
              `${label} ${formFactor} ${id}: ${audit} (${audits[audit].title}) ` +
                JSON.stringify(audits[audit].details?.items?.slice(0, 2) ?? '').slice(0, 300),
            );
        }
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
      if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`${label} ended on ${finalDisplayedUrl}, not ${url}`);
      rows.push({
        page: label,
        device: formFactor,
        perf: score('performance'),
        a11y: score('accessibility'),
        'best pr.': score('best-practices'),
        seo: score('seo'),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        'KiB sent': Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
      });
    }
  }
}

try {
  for (const [label, url] of guestPages) await measure(label, url, false);
  // Sign in as a person would, with "Remember me", so the session cookie outlives the tab.
  await page.goto(`${product.base}/signin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  for (const [label, url] of signedInPages) await measure(label, url, true);
} finally {
  await context.close();
  await product.stop();
  await rm(profileDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}` +
    `, ${runs} run(s) per page and device, production build on PGlite (Node ${process.version})`,
);
console.table(rows);
if (failing.size) console.log(`Audits below 100:\n  ${[...failing].join('\n  ')}`);
console.log(`Product peak RSS during the runs: ${Math.round(peakRss)} MB`);
