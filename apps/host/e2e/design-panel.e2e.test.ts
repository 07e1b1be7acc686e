import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { tokenCookieName } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { apiClient, enterPortfolio } from '../../../bench/support.mjs';
import { expectNoAxeViolations, launchChromium, startProduct, type Product } from './harness';

const stamp = Date.now().toString(36);
/** Screenshots of the Design panel at 1280 and 375 px, to look at (not compared). */
const shotDir = join(import.meta.dirname, '../test-results/design-panel');
mkdirSync(shotDir, { recursive: true });

// Issue 32 item 7: the Design panel beside the preview saves as you choose, and a reload keeps it.
describe('the Design panel in the editor', () => {
  let product: Product;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    api = apiClient(product.url);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function editorAt(width: number, tag: string): Promise<{ page: Page; token: string }> {
    const { token } = await enterPortfolio(api, `${tag}-${stamp}`, { ...samplePortfolio, profilePicture: '', username: '' }, { dataDir: product.dataDir });
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 800 } });
    await context.addCookies([{ name: tokenCookieName, value: encodeURIComponent(token), url: product.url }]);
    const page = await context.newPage();
    await page.goto(`${product.url}/profile`);
    await page.getByText('Editing Existing Portfolio').waitFor();
    return { page, token };
  }
  const storedDesign = async (token: string) => ((await api('/portfolio-design', { token })) as { design: unknown }).design;

  it.each([
    [1280, 'wide'],
    [375, 'phone'],
  ])('at %i px: choose a language, scheme, font and accent; saved in the background; still chosen after a reload', async (width, tag) => {
    const { page, token } = await editorAt(width, `design-${tag}`);
    if (width < 800) await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const design = page.getByRole('button', { name: 'Design', exact: true });
    await design.click();
    expect(await design.getAttribute('aria-expanded')).toBe('true');
    // A pale yellow cannot be read on the template's light page as it is: the product adjusts it and
    // says so (on the dark scheme chosen next it reads well as it is).
    await page.getByRole('textbox', { name: 'Hex code' }).fill('#FFF27A');
    await page.getByRole('status').filter({ hasText: 'Adjusted so the text on your page stays readable' }).waitFor();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('combobox', { name: /Page language/ }).selectOption('ar');
    await page.getByRole('combobox', { name: 'Font' }).selectOption('serif');
    // The preview speaks Arabic, right to left, at once (no save needed).
    const preview = page.frameLocator('iframe[title^="Your portfolio with"]');
    await expect.poll(() => preview.locator('html').getAttribute('dir'), { timeout: 15_000 }).toBe('rtl');
    expect(await preview.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => preview.locator('body').innerText(), { timeout: 15_000 }).toContain('المشاريع');
    await page.screenshot({ path: join(shotDir, `panel-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page, `the editor with its Design panel at ${width} px`);

    const wanted = { accent: '#fff27a', font: 'serif', scheme: 'dark', language: 'ar' };
    await expect.poll(() => storedDesign(token), { timeout: 15_000 }).toEqual(wanted);

    await page.reload();
    await page.getByText('Editing Existing Portfolio').waitFor();
    if (width < 800) await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: /Page language/ }).inputValue()).toBe('ar');
    expect(await page.getByRole('combobox', { name: 'Font' }).inputValue()).toBe('serif');
    expect(await page.getByRole('textbox', { name: 'Hex code' }).inputValue()).toBe('#fff27a');

    // Published, the page shows the same choices: Arabic, right to left, translated titles, the
    // serif face, and the accent readable on the dark page.
    const subdomain = `design-${tag}-${stamp}`;
    await api('/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain } });
    const published = await page.context().newPage();
    await published.goto(product.portfolioUrl(subdomain));
    expect(await published.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await published.locator('html').getAttribute('lang')).toBe('ar');
    expect(await published.locator('h2').allInnerTexts()).toContain('المشاريع');
    const shown = await published.evaluate(async () => {
      await document.fonts.ready;
      const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour).map((channel) => {
          const c = channel / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const background = (element: Element | null): string => {
        for (let at = element; at; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return 'rgb(255, 255, 255)';
      };
      const ratio = (a: string, b: string) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light! + 0.05) / (dark! + 0.05);
      };
      // The accent is the colour of the page's links that differs from its body text.
      const text = getComputedStyle(document.body.firstElementChild!).color;
      const accented = [...document.querySelectorAll('main a, header a')].filter(
        (link) => getComputedStyle(link).color !== text,
      );
      return {
        accents: [...new Set(accented.map((link) => getComputedStyle(link).color))],
        lowest: Math.min(...accented.map((link) => ratio(getComputedStyle(link).color, background(link)))),
        serif: document.fonts.check('16px Lora Variable') && getComputedStyle(document.querySelector('h1')!).fontFamily,
      };
    });
    // A pale yellow, kept (it reads well on the dark page) or adjusted, but yellow.
    expect(shown.accents.length).toBeGreaterThan(0);
    for (const accent of shown.accents) expect(accent).toMatch(/^rgb\((2[0-5]\d), (2[0-5]\d|1[5-9]\d), \d{1,3}\)$/);
    expect(shown.lowest).toBeGreaterThanOrEqual(4.5);
    expect(shown.serif).toContain('Lora');
    await published.screenshot({ path: join(shotDir, `published-${width}.png`), fullPage: true });
    await expectNoAxeViolations(published, `the published page with the owner's design at ${width} px`);
    await page.context().close();
  });
});
