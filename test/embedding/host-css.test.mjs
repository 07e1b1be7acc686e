/* global document -- look() waits for the fonts inside the page */
// Issue 38: a template embedded in someone else's page must look as it does on its public page,
// whatever that page's stylesheet says. Each registered template is rendered inside two host
// stylesheets an app is likely to have, (a) create-vite's default `index.css` (html at 18px, grey
// text, `#root` centred, big `h1`/`h2`) and (b) Tailwind's preflight (every margin and border gone,
// headings at the body's size, links uncoloured), each loaded AFTER the template's CSS and unlayered,
// the worst case. The picture must match the public page's (renderDocument) under the screenshot
// policy of scripts/screenshots.mjs, and axe's colour-contrast rule must pass inside the host.
//
// One page per template and host stylesheet, at 1280 px (where create-vite's html is 18px). The
// template's CSS is the file a bundler loads with it (`@showfolio/templates/css/<id>.css`), so
// documentCss, which only the public page and the live preview inline, is not on the host page.
// Run after `pnpm build`: `node --test test/embedding/`.
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from 'tailwindcss';
import { launchChromium } from '../../scripts/browser.mjs';
import { comparePngs } from '../../scripts/screenshots.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const templatesDir = path.join(repoRoot, 'packages/templates');
const diffDir = path.join(repoRoot, 'test/embedding/__diffs__');
const viewport = { width: 1280, height: 900 };

const skipReason = existsSync(path.join(templatesDir, 'dist/ssr.js'))
  ? undefined
  : '@showfolio/templates is not built (run pnpm build)';
if (skipReason && process.env.CI) throw new Error(`host CSS: ${skipReason}`);

/** Tailwind v4's preflight as Tailwind itself compiles it (its `--theme()` defaults resolved). */
async function tailwindPreflight() {
  const file = fileURLToPath(import.meta.resolve('tailwindcss/preflight.css'));
  const compiler = await compile('@import "tailwindcss/preflight.css";', {
    base: repoRoot,
    loadStylesheet: async (_id, base) => ({ path: file, base, content: await readFile(file, 'utf8') }),
  });
  return compiler.build([]);
}

const hostStylesheets = {
  'create-vite’s index.css': () =>
    readFile(new URL('fixtures/create-vite-index.css', import.meta.url), 'utf8'),
  'Tailwind’s preflight': tailwindPreflight,
};

/**
 * The host page: its stylesheet after the template's, the template inside the app's `#root`. The
 * one rule added is about #root's own box (create-vite gives it a 1126px width and side borders):
 * that is the app's layout, not a style leaking into the template, and without it the two
 * pictures would not have the same size. Everything #root hands down (text-align) stays.
 */
const hostPage = ({ templateCss, hostCss, html }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host app</title><style>${templateCss}</style><style>${hostCss}</style>
<style>#root{width:auto;border:0}</style></head>
<body><div id="root">${html}</div></body></html>`;

describe('templates inside a host page’s stylesheet', { skip: skipReason }, () => {
  let browser;
  let ssr;
  let samplePortfolio;

  before(async () => {
    ssr = await import(pathToFileURL(path.join(templatesDir, 'dist/ssr.js')).href);
    ({ samplePortfolio } = await import(
      pathToFileURL(path.join(repoRoot, 'packages/portfolio-schema/dist/samples.js')).href
    ));
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  /** A full-page screenshot of `html` at the test's width, with its contrast violations. */
  async function look(html, { contrast = false } = {}) {
    // A context of its own: axe needs one to run in (and nothing carries over between pages).
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      // A busy machine's Chromium now and then answers a tall full-page capture with "Unable to
      // capture screenshot": that is the browser, not the page, so it is asked once more.
      const capture = () => page.screenshot({ fullPage: true, animations: 'disabled' });
      const picture = await capture().catch((error) => {
        if (!/Unable to capture screenshot/.test(String(error))) throw error;
        return capture();
      });
      const violations = contrast
        ? (await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()).violations
        : [];
      return { picture, violations };
    } finally {
      await context.close();
    }
  }

  const publicPageLooks = new Map();
  /** The public page's picture, taken once per template for both host stylesheets. */
  function publicPageLook(id) {
    if (!publicPageLooks.has(id)) {
      publicPageLooks.set(
        id,
        ssr.renderDocument(id, samplePortfolio).then((publicPage) => {
          assert.ok(publicPage.ok, `${id} did not render`);
          return look(publicPage.html);
        }),
      );
    }
    return publicPageLooks.get(id);
  }

  for (const [hostName, loadHostCss] of Object.entries(hostStylesheets)) {
    describe(`inside ${hostName}`, () => {
      let hostCss;
      before(async () => {
        hostCss = await loadHostCss();
      });

      // The ids come from the registry at run time; one test reports every template.
      it('every template looks as on its public page and keeps its contrast', async () => {
        const failures = [];
        for (const id of ssr.registeredTemplateIds()) {
          const rendered = await ssr.renderPortfolio(id, samplePortfolio);
          assert.ok(rendered.ok, `${id} did not render`);
          const templateCss = await readFile(ssr.templateCssPath(id), 'utf8');
          const expected = await publicPageLook(id);
          const actual = await look(hostPage({ templateCss, hostCss, html: rendered.html }), {
            contrast: true,
          });
          const comparison = comparePngs(expected.picture, actual.picture);
          if (!comparison.ok) {
            const name = `${id}-in-${hostName.replace(/\W+/g, '-')}`;
            mkdirSync(diffDir, { recursive: true });
            writeFileSync(path.join(diffDir, `${name}.expected.png`), expected.picture);
            writeFileSync(path.join(diffDir, `${name}.actual.png`), actual.picture);
            if (comparison.diff) writeFileSync(path.join(diffDir, `${name}.diff.png`), comparison.diff);
            failures.push(`${id}: ${comparison.reason} (pictures in ${path.relative(repoRoot, diffDir)})`);
          }
          for (const violation of actual.violations) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
            failures.push(`${id}: ${violation.id} at ${targets}`);
          }
        }
        assert.deepEqual(failures, []);
      });
    });
  }
});
