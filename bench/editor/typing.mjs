#!/usr/bin/env node
// Typing into the wizard with the live preview open: 500 characters into the bio of a full
// portfolio, one key every --delay ms, in Chromium at 1280×900 against the production build. The
// default pace (180 ms, about 65 words a minute) is slower than the preview's 150 ms debounce, so
// the preview re-renders after every key: the worst case for typing; --delay 40 types in bursts.
// Prints the input-to-paint latency of every keystroke (input event → next frame, measured as the
// first task after the next requestAnimationFrame), Chromium's own Event Timing entries (≥ 16 ms),
// the long tasks, and how often the preview rendered. Figures only; nothing here asserts a time.
//
//   pnpm -r build && node bench/editor/typing.mjs [--chars 500] [--delay 180]
/* global window, document, requestAnimationFrame, MutationObserver */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';
import { apiClient, enterPortfolio, startProduct } from '../support.mjs';

const { values: args } = parseArgs({
  options: { chars: { type: 'string', default: '500' }, delay: { type: 'string', default: '180' } },
});
const chars = Number(args.chars);
const { tokenCookieName } = await import('@showfolio/portfolio-schema');
const { samplePortfolio } = await import('@showfolio/portfolio-schema/samples');

const product = await startProduct({ env: { LOG_LEVEL: 'warn' } });
const { token } = await enterPortfolio(apiClient(product.base), 'typing', samplePortfolio);
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args] });

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: tokenCookieName, value: token, url: product.base }]);
  const page = await context.newPage();
  await page.goto(`${product.base}/profile`);
  const frameElement = page.getByTitle(/Your portfolio with the .+ template/);
  await frameElement.waitFor();
  const frame = await (await frameElement.elementHandle()).contentFrame();
  await frame.getByText(samplePortfolio.bio).waitFor();

  const bio = page.getByLabel('Bio');
  await bio.fill('');
  await page.evaluate(() => {
    const record = (window.__typing = { latencies: [], events: [], longTasks: [], renders: 0 });
    document.addEventListener(
      'input',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => record.latencies.push(performance.now() - start)));
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(entry.name))
          record.events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const frameDocument = document.querySelector('iframe[title^="Your portfolio"]').contentDocument;
    new MutationObserver(() => (record.renders += 1)).observe(frameDocument.body, {
      subtree: true,
      characterData: true,
      childList: true,
    });
  });

  const sentence = 'Designs compilers and teaches them to read like prose. ';
  const text = sentence.repeat(Math.ceil(chars / sentence.length)).slice(0, chars);
  const started = Date.now();
  await bio.pressSequentially(text, { delay: Number(args.delay), timeout: 0 });
  const typingMs = Date.now() - started;
  const tail = text.slice(-30).trim();
  await frame.getByText(tail, { exact: false }).waitFor();
  await page.waitForTimeout(500);
  const record = await page.evaluate(() => window.__typing);

  const sorted = [...record.latencies].sort((a, b) => a - b);
  const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const ms = (value) => Math.round(value * 10) / 10;
  console.table([
    {
      keystrokes: record.latencies.length,
      'typing s': ms(typingMs / 1000),
      'p50 ms': ms(percentile(50)),
      'p95 ms': ms(percentile(95)),
      'max ms': ms(sorted.at(-1) ?? NaN),
      'events ≥16 ms': record.events.length,
      'longest event ms': ms(Math.max(0, ...record.events)),
      'long tasks': record.longTasks.length,
      'longest task ms': ms(Math.max(0, ...record.longTasks)),
      'preview renders': record.renders,
    },
  ]);
  console.log(
    `input-to-paint p95 ${ms(percentile(95))} ms (aim ≤ 50 ms), longest task ${ms(Math.max(0, ...record.longTasks))} ms`,
  );
} finally {
  await browser.close();
  await product.stop();
}
