// @vitest-environment node
// One Chromium for the whole suite; each template is server-rendered (the built dist, as the
// server runs it) and loaded with page.setContent.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import {
  edgeCasePortfolio,
  samplePortfolio,
  type PortfolioData,
} from '@showfolio/portfolio-schema';
import { registeredTemplateIds, renderPortfolio } from '@showfolio/templates/ssr';
import { launchChromium, openFixturePage } from './support/browser';
import { portfolioDocument } from './support/document';
import { matchScreenshot } from './support/screenshots';

let browser: Browser;
let page: Page;
// Print media on a page of its own: toggling emulateMedia back and forth on one page can leave
// Chromium with stale computed styles.
let printPage: Page;
let foreignRequests: string[];

beforeAll(async () => {
  browser = await launchChromium();
  ({ page, foreignRequests } = await openFixturePage(browser));
  ({ page: printPage } = await openFixturePage(browser));
  await printPage.emulateMedia({ media: 'print' });
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

async function show(id: string, data: PortfolioData, width: number, on: Page = page) {
  const rendered = await renderPortfolio(id, data);
  if (!rendered.ok) throw new Error(`template ${id} is not registered`);
  await on.setViewportSize({ width, height: 900 });
  await on.setContent(portfolioDocument(rendered, data), { waitUntil: 'load' });
  await on.evaluate(() => document.fonts.ready.then(() => undefined));
}

const horizontalOverflow = () =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

const datasets = [
  ['sample', samplePortfolio],
  ['edge-case', edgeCasePortfolio],
] as const;

describe.each(registeredTemplateIds())('template %s in Chromium', (id) => {
  describe.each([375, 1280])('at %i px', (width) => {
    it.each(datasets)(
      'has no axe violations and no horizontal overflow with the %s portfolio',
      async (_name, data) => {
        await show(id, data, width);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
        expect(violations).toEqual([]);
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      },
    );

    it('looks like its committed screenshot', async () => {
      await show(id, samplePortfolio, width);
      const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      const verdict = matchScreenshot(`${id}-${width}`, png);
      expect(verdict.ok, verdict.message).toBe(true);
    });
  });

  it.each([320, 1920])(
    'does not overflow a %i px screen with the edge-case portfolio',
    async (width) => {
      await show(id, edgeCasePortfolio, width);
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    },
  );

  it('prints dark text on white paper within the width of an A4 page', async () => {
    await show(id, samplePortfolio, 794, printPage);
    const printed = await printPage.evaluate(() => {
      const root = document.body.firstElementChild as HTMLElement;
      const heading = getComputedStyle(document.querySelector('h1') as HTMLElement);
      return {
        background: getComputedStyle(root).backgroundColor,
        backgroundImage: getComputedStyle(root).backgroundImage,
        headingColours: [heading.color, heading.webkitTextFillColor],
        overflow: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
      };
    });
    expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(printed.background);
    expect(printed.backgroundImage).toBe('none');
    for (const colour of printed.headingColours) {
      const channels = (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      expect(Math.max(...channels), `heading printed in ${colour}`).toBeLessThan(90);
    }
    expect(printed.overflow).toBeLessThanOrEqual(0);
  });

  it('loads nothing from other origins (no web fonts, CDNs or trackers)', () => {
    expect(foreignRequests.filter((url) => !url.startsWith('data:'))).toEqual([]);
  });
});
