import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { fixtureOrigin } from './document';

export { launchChromium } from '../../../../scripts/browser.mjs';

/** The pictures the samples point at under `/media/`: the avatar and the project images. */
const fixtureImages = new Map(
  ['sample-avatar', ...[1, 2, 3].flatMap((n) => [480, 960].map((w) => `sample-project-${n}-${w}`))].map(
    (name) => [
      `${fixtureOrigin}/media/${name}.webp`,
      readFileSync(new URL(`../fixtures/${name}.webp`, import.meta.url)),
    ],
  ),
);

/**
 * A page that serves the samples' pictures from `fixtureOrigin` and records every other request, so
 * a template that reaches for a CDN, web font or tracker is caught. Motion is reduced unless
 * `motion: 'allowed'`, so screenshots are stable; the animated state is checked on its own page.
 */
export async function openFixturePage(
  browser: Browser,
  { motion = 'reduced' }: { motion?: 'reduced' | 'allowed' } = {},
): Promise<{ page: Page; foreignRequests: string[] }> {
  const context = await browser.newContext({
    reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const foreignRequests: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    const image = fixtureImages.get(url);
    if (image) return route.fulfill({ status: 200, contentType: 'image/webp', body: image });
    foreignRequests.push(url);
    return route.fulfill({ status: 404, body: '' });
  });
  return { page, foreignRequests };
}
