#!/usr/bin/env node
// Visual review: screenshots every story of the static Storybook and compares it with the
// committed baseline in scripts/visual/baselines/<story id>@<viewport>.png.
//
//   pnpm test:visual                 build Storybook, compare every story
//   pnpm test:visual --update        rewrite every baseline (and delete those of removed stories)
//   pnpm test:visual --skip-build    reuse storybook-static/ from a previous build
//   pnpm test:visual --filter site-  only stories whose id contains "site-"
//
// Policy (scripts/screenshots.mjs, shared with the templates' page screenshots): a changed
// screenshot fails and leaves <name>.diff.png and <name>.actual.png in scripts/visual/__diffs__/
// (gitignored). A story with no baseline yet gets one written locally, to review and commit; with
// `CI` set a missing baseline fails.
//
// Settled states only: reduced motion, every finite animation awaited and the rest frozen before
// the picture; a difference is taken again once from a fresh load before it fails (and reported).
//
// Long pages: only the first VISUAL_MAX_HEIGHT (3000) px are captured.
//
// Viewports: desktop (1280) unless the story sets another one through Storybook's viewport global
// (`globals: { viewport: { value: 'mobile' } }`), or lists several in
// `parameters.visual.viewports`. `parameters.visual.disable: true` leaves a story out;
// `parameters.visual.top: true` takes the picture scrolled to the top; `parameters.visual.maxDiffPixels`
// raises the noise floor of one story's pictures (scripts/screenshots.mjs: 40 pixels) with a reason;
// `parameters.visual.delay: ms` waits that long after the render before the screenshot.

// Functions passed to page.evaluate / waitForFunction run in the story's page.
/* global window, document */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '../browser.mjs';
import { matchScreenshot } from '../screenshots.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const staticDir = path.join(repoRoot, 'storybook-static');
const baselineDir = path.join(here, 'baselines');
const diffDir = path.join(here, '__diffs__');

const viewports = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const defaultViewport = 'desktop';
// Long pages are compared on their first 3000 px: a 15 000 px edge-case template would otherwise
// weigh megabytes per baseline. Whole template pages are screenshot-tested by @showfolio/templates.
const maxHeight = Number(process.env.VISUAL_MAX_HEIGHT ?? 3000);
const concurrency = 2;
const fixedDate = new Date('2026-06-15T10:00:00Z');

const { values: options } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
  },
});

function buildStorybook() {
  console.log('visual: building Storybook…');
  const bin = path.join(repoRoot, 'node_modules/.bin');
  const result = spawnSync('storybook', ['build', '-o', staticDir, '--quiet'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      STORYBOOK_DISABLE_TELEMETRY: '1',
    },
  });
  if (result.status !== 0) {
    console.error('visual: storybook build failed');
    process.exit(result.status ?? 1);
  }
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

function serveStatic(dir) {
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      // Cacheable, so Chromium keeps the preview bundle (and its compiled code) across stories.
      res.writeHead(200, {
        'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'max-age=3600',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Story globals and parameters are not in index.json; the preview knows them without rendering.
// A story may bring its own viewport options (`parameters.viewport.options`), e.g. a 1920 one.
async function readStoryViewports(page, baseUrl, ids) {
  await page.goto(`${baseUrl}/iframe.html?id=${ids[0]}&viewMode=story`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue);
  return page.evaluate(
    async ({ ids, known, fallback }) => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      const result = {};
      for (const id of ids) {
        const story = await store.loadStory({ storyId: id });
        const visual = story.parameters.visual ?? {};
        if (visual.disable) continue;
        const sizes = { ...known };
        for (const [name, option] of Object.entries(story.parameters.viewport?.options ?? {})) {
          const width = Number.parseInt(option?.styles?.width, 10);
          const height = Number.parseInt(option?.styles?.height, 10);
          if (width > 0 && height > 0) sizes[name] = { width, height };
        }
        const fromGlobals =
          story.storyGlobals?.viewport?.value ?? story.parameters.viewport?.defaultViewport;
        const wanted = (visual.viewports ?? [fromGlobals ?? fallback]).filter(
          (name) => sizes[name],
        );
        result[id] = (wanted.length > 0 ? wanted : [fallback]).map((name) => ({
          name,
          ...sizes[name],
          delay: Number(visual.delay) || 0,
          top: visual.top === true,
          allowedDiffPixels: Number(visual.maxDiffPixels) || undefined,
        }));
      }
      return result;
    },
    { ids, known: viewports, fallback: defaultViewport },
  );
}

// `fresh` loads the preview from scratch; otherwise the story replaces the one on screen, the way
// Storybook's sidebar switches stories. Stories of one file share their CSS, so only the first
// story of each file pays for a full page load and no file's global styles leak into another's.
async function screenshotStory(page, baseUrl, id, viewport, fresh) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  if (fresh) await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  else
    await page.evaluate(
      (storyId) =>
        window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', {
          storyId,
          viewMode: 'story',
        }),
      id,
    );
  await page.waitForFunction(
    (storyId) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return (
        render?.id === storyId &&
        ['finished', 'completed', 'errored', 'aborted'].includes(render.phase)
      );
    },
    id,
    { timeout: 30_000 },
  );
  const failed = await page.evaluate(
    () =>
      window.__STORYBOOK_PREVIEW__.currentRender.phase === 'errored' ||
      document.body.classList.contains('sb-show-errordisplay'),
  );
  if (failed) throw new Error(`story ${id} failed to render`);
  // Timers run on the real clock (only Date is fixed): a story whose state settles after its own
  // delays (the tour's stop delays) names how long to wait in `parameters.visual.delay`.
  if (viewport.delay > 0) await page.waitForTimeout(viewport.delay);
  // A live region marked busy is about to change (the wizard's "Saving…" becomes "Saved" once the
  // autosave's second has passed): wait for it, up to a bound, so a story with a busy region of its
  // own still gets its picture.
  await page
    .waitForFunction(() => !document.querySelector('[aria-live][aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    // A settled state: every finite animation and transition at its end (a toast sliding in, a
    // dialog fading); endless ones (spinners) are frozen by the screenshot's `animations: 'disabled'`.
    await Promise.all(
      document
        .getAnimations({ subtree: true })
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    // …and the page no longer scrolling (focus moved to a new step's heading scrolls it): fixed
    // elements such as toasts are drawn where the viewport is.
    const frame = () => new Promise((done) => window.requestAnimationFrame(done));
    for (let last = -1, still = 0; still < 3; ) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => (img.onload = img.onerror = done))),
    );
  });
  // A sticky pane's place in a full-page picture depends on where the play left the scroll; a story
  // whose last step moves focus (and so the scroll) by an amount that varies asks for the top.
  if (viewport.top) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  const clip =
    size.height > maxHeight
      ? { x: 0, y: 0, width: Math.max(size.width, viewport.width), height: maxHeight }
      : undefined;
  return page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide' });
}

async function main() {
  if (!options['skip-build'] || !existsSync(path.join(staticDir, 'index.json'))) buildStorybook();
  const index = JSON.parse(await readFile(path.join(staticDir, 'index.json'), 'utf8'));
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
    .filter((id) => !options.filter || id.includes(options.filter));
  if (ids.length === 0) {
    console.log('visual: no stories to compare');
    return;
  }

  await mkdir(baselineDir, { recursive: true });
  await rm(diffDir, { recursive: true, force: true });
  const server = await serveStatic(staticDir);
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  const contextOptions = {
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
  };

  const report = { passed: [], written: [], changed: [], failed: [], missing: [], retried: [] };
  try {
    const probe = await browser.newPage(contextOptions);
    const perStory = await readStoryViewports(probe, baseUrl, ids);
    await probe.close();
    const files = new Map();
    for (const [id, sizes] of Object.entries(perStory)) {
      const file = index.entries[id].importPath;
      files.set(file, [...(files.get(file) ?? []), ...sizes.map((viewport) => ({ id, viewport }))]);
    }
    // Same-width stories next to each other: a width change reloads the page (components that
    // measure the window on mount would otherwise keep the previous story's width).
    const groups = [...files.values()].map((jobs) =>
      jobs.toSorted((a, b) => a.viewport.name.localeCompare(b.viewport.name)),
    );
    console.log(`visual: ${groups.flat().length} screenshots of ${ids.length} stories`);

    // One context per worker: concurrent full-page captures in one context come out tiled.
    const worker = async () => {
      const page = await browser.newPage(contextOptions);
      // A fixed date keeps "© 2026" footers and relative dates from failing on their own;
      // timers still run, so play functions and their waits behave as in the story tests.
      await page.clock.setFixedTime(fixedDate);
      for (let group = groups.shift(); group; group = groups.shift()) {
        let fresh = true;
        let previousWidth;
        for (const job of group) {
          if (job.viewport.width !== previousWidth) fresh = true;
          previousWidth = job.viewport.width;
          const name = `${job.id}@${job.viewport.name}`;
          try {
            const actual = await screenshotStory(page, baseUrl, job.id, job.viewport, fresh);
            fresh = false;
            const allowedDiffPixels = job.viewport.allowedDiffPixels;
            let verdict = matchScreenshot({ name, actual, baselineDir, diffDir, update: options.update, allowedDiffPixels });
            // A difference is taken again once, from a fresh load, before it fails: a loaded machine
            // can still catch a story between states (a toast's 3 s running out during a slow play).
            if (verdict.status === 'changed') {
              const again = await screenshotStory(page, baseUrl, job.id, job.viewport, true);
              verdict = matchScreenshot({ name, actual: again, baselineDir, diffDir, allowedDiffPixels });
              if (verdict.status === 'matched') {
                report.retried.push(name);
                await Promise.all(
                  ['actual', 'diff'].map((kind) => rm(path.join(diffDir, `${name}.${kind}.png`), { force: true })),
                );
              }
            }
            if (verdict.status === 'written') report.written.push(name);
            else if (verdict.status === 'missing') report.missing.push(name);
            else if (verdict.status === 'changed') report.changed.push(verdict.message);
            else report.passed.push(name);
          } catch (error) {
            fresh = true;
            report.failed.push(
              `${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
            );
          }
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: concurrency }, worker));

    const expected = new Set(
      Object.entries(perStory).flatMap(([id, sizes]) => sizes.map((v) => `${id}@${v.name}.png`)),
    );
    const stale = options.filter
      ? []
      : (await readdir(baselineDir)).filter((file) => file.endsWith('.png') && !expected.has(file));
    if (options.update) await Promise.all(stale.map((file) => rm(path.join(baselineDir, file))));
    else
      for (const file of stale)
        console.warn(`visual: baseline without a story (run --update to delete): ${file}`);
  } finally {
    await browser.close();
    server.close();
  }

  for (const name of report.written)
    console.warn(`visual: new baseline written, review and commit it: ${name}.png`);
  for (const name of report.missing)
    console.error(`visual: missing baseline (CI): ${name}.png`);
  for (const name of report.retried)
    console.warn(`visual: matched only on the second try (a story that is not settled yet?): ${name}`);
  for (const line of report.changed) console.error(`visual: changed: ${line}`);
  for (const line of report.failed) console.error(`visual: could not screenshot ${line}`);
  console.log(
    `visual: ${report.passed.length} ${options.update ? 'updated' : 'unchanged'}, ${report.written.length} new, ` +
      `${report.changed.length} changed, ${report.failed.length} failed, ${report.missing.length} missing`,
  );
  const failing = report.changed.length + report.failed.length + report.missing.length;
  if (failing > 0) {
    if (report.changed.length > 0)
      console.error(
        'visual: if the change is intended, run `pnpm test:visual --update` and commit the baselines',
      );
    process.exitCode = 1;
  }
}

await main();
