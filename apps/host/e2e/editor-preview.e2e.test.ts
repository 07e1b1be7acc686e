import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { tokenCookieName } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { apiClient, enterPortfolio as enterSample } from '../../../bench/support.mjs';
import { comparePngs } from '../../../scripts/screenshots.mjs';
import { expectNoAxeViolations, launchChromium, startProduct, type Product } from './harness';

const stamp = Date.now().toString(36);
const subdomain = `ada-${stamp}`;
const typedBio = 'Wrote the first program for the Analytical Engine, typed live into the wizard.';
// Three templates of different build: a plain one, a serif one with a sidebar, a dark one.
const comparedTemplates = [
  ['minimal-portfolio-v1', 'Minimal'],
  ['elegant-portfolio-v1', 'Elegant'],
  ['professional-dev-portfolio-v1', 'Professional Dev'],
] as const;
const diffDir = join(import.meta.dirname, '../test-results/editor-preview');
/** Screenshots of the editor at 1280 and 375 px, to look at (not compared). */
const shotDir = join(diffDir, 'screens');
mkdirSync(shotDir, { recursive: true });

/** Signs a person up, stores the sample portfolio (no picture) over the API and deploys it. */
async function enterPortfolio(product: Product): Promise<string> {
  const api = apiClient(product.url);
  const { token } = await enterSample(api, `ada-${stamp}`, { ...samplePortfolio, profilePicture: '' }, { dataDir: product.dataDir });
  await api('/templates/deploy', {
    method: 'POST',
    token,
    json: { templateIdentifier: comparedTemplates[0][0], subdomain },
  });
  return token;
}

describe('the live preview beside the wizard', () => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  const preview = () => page.getByRole('region', { name: 'Live preview' });
  const frameOf = async (templateName: string): Promise<Frame> => {
    const element = await page.getByTitle(`Your portfolio with the ${templateName} template`).elementHandle();
    const frame = await element?.contentFrame();
    if (!frame) throw new Error(`no preview frame for ${templateName}`);
    return frame;
  };
  const ready = () => preview().and(page.locator('[data-state="ready"]')).waitFor();

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    token = await enterPortfolio(product);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: tokenCookieName, value: encodeURIComponent(token), url: product.url }]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('opens beside the form with the deployed template and shows typing without a request', async () => {
    await page.goto(`${product.url}/profile`);
    await page.getByText('Editing Existing Portfolio').waitFor();
    await ready();
    expect(await page.getByLabel('Template').inputValue()).toBe('minimal-portfolio-v1');
    const frame = await frameOf('Minimal');
    await frame.getByText(samplePortfolio.bio).waitFor();
    // Issue 34: laid out at a desktop's width (the template's desktop layout), scaled to the pane.
    expect(await page.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe('true');
    expect(await frame.evaluate(() => window.innerWidth)).toBe(1280);
    const drawn = await page.getByTitle('Your portfolio with the Minimal template').boundingBox();
    expect(drawn!.width).toBeLessThan(700);
    expect(await page.getByLabel('Zoom').inputValue()).toBe('fit');
    await page.screenshot({ path: join(shotDir, 'desktop-1280.png') });
    await expectNoAxeViolations(page, 'the wizard with its live preview');

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByLabel('Bio').fill(typedBio);
    await frame.getByText(typedBio).waitFor();
    expect(requests).toEqual([]);

    // Next stores step 1, so the published page has what the preview showed.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: /Step 2 of 7/ }).waitFor();
  });

  it('looks exactly like the published page, for three templates', async () => {
    const visitor = await browser.newContext({ viewport: { width: 100, height: 100 } });
    const published = await visitor.newPage();
    const failures: string[] = [];
    // The published page links "Download PDF" in its contact area; the preview has no PDF to link.
    // Turned off (issue 32), the published page is the preview's page.
    const pdfLinkOff = await fetch(`${product.url}/api/portfolio-sections`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ showPdfLink: false }),
    });
    expect(pdfLinkOff.status).toBe(200);
    // At a phone's width the frame is drawn unscaled beside the form, so pixels compare one to one.
    await page.getByRole('button', { name: 'Phone' }).click();
    expect(await page.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    for (const [id, name] of comparedTemplates) {
      await page.getByLabel('Template').selectOption(id);
      await ready();
      const frame = await frameOf(name);
      await frame.getByText(typedBio).waitFor();
      const size = await frame.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
      expect(size.width).toBe(375);
      const response = await fetch(`${product.url}/api/templates/deploy`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ templateIdentifier: id, subdomain }),
      });
      expect(response.status, id).toBeLessThan(300);
      await published.setViewportSize(size);
      await published.goto(product.portfolioUrl(subdomain));
      await published.getByText(typedBio).waitFor();
      // The pane's width can be fractional; the frame's document is painted at the snapped position
      // with its own whole-pixel viewport, which is what the clip takes.
      const box = await page.getByTitle(`Your portfolio with the ${name} template`).boundingBox();
      if (!box) throw new Error(`the ${name} frame is not on screen`);
      const clip = { x: Math.round(box.x), y: Math.round(box.y), ...size };
      const [inPreview, onPublicPage] = await Promise.all([
        page.screenshot({ clip, animations: 'disabled' }),
        published.screenshot({ animations: 'disabled' }),
      ]);
      const verdict = comparePngs(onPublicPage, inPreview);
      if (!verdict.ok) {
        mkdirSync(diffDir, { recursive: true });
        writeFileSync(join(diffDir, `${id}.preview.png`), inPreview);
        writeFileSync(join(diffDir, `${id}.public.png`), onPublicPage);
        if (verdict.diff) writeFileSync(join(diffDir, `${id}.diff.png`), verdict.diff);
        failures.push(`${id} at ${size.width}×${size.height}: ${verdict.reason} (see ${diffDir})`);
      }
    }
    expect(failures).toEqual([]);

    // Back to Desktop: the last template laid out as the published page is at 1280 px, as tall.
    await page.getByRole('button', { name: 'Desktop' }).click();
    const frame = await frameOf(comparedTemplates[2][1]);
    const desktop = await frame.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(desktop.width).toBe(1280);
    await published.setViewportSize(desktop);
    await published.reload();
    await published.getByText(typedBio).waitFor();
    const pageHeight = () => document.documentElement.scrollHeight;
    expect(await frame.evaluate(pageHeight)).toBe(await published.evaluate(pageHeight));
    await visitor.close();
  });

  it('scrolls the preview to the section of the step being edited', async () => {
    await page.goto(`${product.url}/profile?step=5`);
    await ready();
    const frame = await frameOf(comparedTemplates[2][1]);
    /**
     * How far the section is from the frame's top, or 0 once the page is scrolled to its end. The
     * page above it may settle after the scroll and move it a little: within a tenth counts.
     */
    const distanceTo = (id: string) =>
      frame.evaluate((sectionId) => {
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
        const end = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
        return Math.min(Math.abs(top) < window.innerHeight / 10 ? 0 : Math.abs(top), Math.abs(end));
      }, id);
    await expect.poll(() => distanceTo('experience')).toBeLessThan(1);
    expect(await frame.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.screenshot({ path: join(shotDir, 'experience-1280.png') });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: /Step 4 of 7/ }).waitFor();
    await expect.poll(() => distanceTo('projects')).toBeLessThan(1);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: /Step 3 of 7/ }).waitFor();
    await expect.poll(() => distanceTo('education')).toBeLessThan(1);
    await page.screenshot({ path: join(shotDir, 'education-1280.png') });
  });

  it('remembers the template picked last when nothing is deployed', async () => {
    const response = await fetch(`${product.url}/api/templates/unpublish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({}),
    });
    expect(response.status).toBeLessThan(300);
    await page.reload();
    await ready();
    expect(await page.getByLabel('Template').inputValue()).toBe(comparedTemplates[2][0]);
  });

  it('shows the draft as the résumé PDF in its Résumé tab (issue 33)', async () => {
    await page.goto(`${product.url}/profile`);
    await ready();
    // Passed through unchanged, to read what the server answered (the page keeps only a blob: URL).
    const typeset: { status: number; type?: string; head: string; posted: { bio?: string } }[] = [];
    await page.route('**/editor/resume.pdf?*', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      const posted = JSON.parse(route.request().postData() ?? '{}') as { bio?: string };
      typeset.push({ status: response.status(), type: response.headers()['content-type'], head: body.subarray(0, 5).toString(), posted });
      await route.fulfill({ response, body });
    });
    await page.getByRole('tab', { name: 'Résumé' }).click();
    await page.getByRole('tabpanel', { name: 'Résumé' }).locator('[data-state="ready"]').waitFor();
    expect(await page.getByTitle('Your résumé as a PDF').getAttribute('src')).toMatch(/^blob:/);
    expect(typeset.length).toBeGreaterThan(0);
    for (const answer of typeset) expect(answer).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-', posted: expect.objectContaining({ firstName: samplePortfolio.firstName }) });
    await page.unroute('**/editor/resume.pdf?*');
    await expectNoAxeViolations(page, 'the Résumé tab of the live preview');
    await page.getByRole('tab', { name: 'Page' }).click();
    await ready();
  });

  it('opens full screen from a Preview button on a phone, and closes with Escape', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${product.url}/profile`);
    await page.getByText('Editing Existing Portfolio').waitFor();
    expect(await preview().count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await dialog.waitFor();
    await ready();
    const frame = await frameOf('Professional Dev');
    await frame.getByText(typedBio).waitFor();
    // Full screen on a phone the page keeps a phone's width.
    expect(await frame.evaluate(() => window.innerWidth)).toBe(375);
    await page.screenshot({ path: join(shotDir, 'phone-375.png') });
    expect(await page.getByRole('button', { name: 'Close preview' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'the full-screen preview on a phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    await toggle.click();
    await page.getByRole('button', { name: 'Close preview' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
