#!/usr/bin/env node
// Renders every registered template with samplePortfolio in Chromium and writes
// thumbnails/<id>.webp (640 px, the gallery's `thumbnailUrl`) and <id>-320.webp (phones, through
// the landing page's srcset: `thumbnailSrcSetFor`). Run `pnpm --filter @showfolio/templates
// thumbnails` after a visual change and commit the files. Uses the built dist, like the server.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import {
  registeredTemplateIds,
  renderPortfolio,
  thumbnailsDir,
  thumbnailUrlFor,
  thumbnailUrlPrefix,
  thumbnailWidths,
} from '../dist/ssr.js';
import { launchChromium } from '../../../scripts/browser.mjs';

const viewport = { width: 1280, height: 800 };
// Width → height at 16:10, and the most bytes each may weigh (the contract test holds them to it).
const sizes = thumbnailWidths.map((width) => ({ width, height: (width * 10) / 16, maxBytes: width === 640 ? 40 * 1024 : 15 * 1024 }));
const origin = 'http://portfolio.test';
const avatar = await readFile(new URL('../test/fixtures/sample-avatar.webp', import.meta.url));

if (!existsSync(new URL('../dist/ssr.js', import.meta.url))) {
  console.error('Build first: pnpm --filter @showfolio/templates build');
  process.exit(1);
}

const document = ({ html, css }) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><base href="${origin}/" /><style>${css}</style></head><body>${html}</body></html>`;

/** The smallest quality step that fits the budget, starting high. */
async function toWebp(png, size) {
  const resized = await sharp(png).resize(size.width, size.height).toBuffer();
  for (let quality = 82; quality >= 30; quality -= 8) {
    const webp = await sharp(resized).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= size.maxBytes) return { webp, quality };
  }
  throw new Error(`cannot fit a ${size.width}×${size.height} thumbnail in ${size.maxBytes} bytes`);
}

const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.route('**/*', (route) =>
    route.request().url() === `${origin}/media/sample-avatar.webp`
      ? route.fulfill({ status: 200, contentType: 'image/webp', body: avatar })
      : route.fulfill({ status: 404, body: '' }),
  );
  await mkdir(thumbnailsDir, { recursive: true });
  // `pnpm thumbnails <id> …` redraws only those templates, so authors don't rewrite each other's.
  const requested = process.argv.slice(2);
  const unknown = requested.filter((id) => !registeredTemplateIds().includes(id));
  if (unknown.length > 0) throw new Error(`not registered: ${unknown.join(', ')}`);
  for (const id of requested.length > 0 ? requested : registeredTemplateIds()) {
    const rendered = await renderPortfolio(id, samplePortfolio);
    if (!rendered.ok) throw new Error(`template ${id} did not render`);
    await page.setContent(document(rendered), { waitUntil: 'load' });
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    for (const size of sizes) {
      const { webp, quality } = await toWebp(png, size);
      const file = thumbnailUrlFor(id, size.width).slice(thumbnailUrlPrefix.length);
      await writeFile(`${thumbnailsDir}${file}`, webp);
      console.log(`${file}  ${(webp.length / 1024).toFixed(1)} KB  (quality ${quality})`);
    }
  }
} finally {
  await browser.close();
}
