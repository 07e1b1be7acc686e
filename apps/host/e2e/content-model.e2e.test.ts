import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { tokenCookieName } from '@showfolio/portfolio-schema';
import { newAccount } from '../test/support';
import {
  addEducationAndSkill,
  expectNoAxeViolations,
  launchChromium,
  livePreviewFrame,
  publishedAccount,
  startProduct,
  uploadProfilePicture,
  type Product,
} from './harness';

// Issue 31's "done when": a designer's whole story entered through the wizard (headline, two
// projects with three pictures each, a Dribbble and a personal-site link, an award, two languages,
// a custom section "Talks"), the sections reordered and Education hidden; the live preview and the
// published page show exactly that order, every picture loads, nothing scrolls sideways, axe finds
// nothing. Once at 1280 px, once at 375 px.
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** The page's body sections in order, as their element ids carry the section keys. */
const sectionOrderIn = (on: Page | Frame) =>
  on.evaluate(() =>
    Array.from(document.querySelectorAll('section[id]'), (section) => section.id).filter((id) =>
      /^(education|skills|experience|projects|awards|certificates|publications|languages|volunteering|interests|references|links|custom-[a-z0-9-]+)$/.test(id),
    ),
  );

/** Every picture of the page, scrolled into view so lazy ones load, and whether each did. */
async function picturesLoaded(on: Page | Frame): Promise<number[]> {
  const images = on.locator('img');
  const count = await images.count();
  for (let index = 0; index < count; index += 1) await images.nth(index).scrollIntoViewIfNeeded();
  return on.evaluate(async () => {
    const all = Array.from(document.images);
    await Promise.all(all.map((image) => image.decode().catch(() => undefined)));
    return all.map((image) => image.naturalWidth);
  });
}

const sideways = (on: Page) => on.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(viewports)('a designer enters their whole story ($name, $width px)', ({ name, width, height }) => {
  const stamp = `${Date.now().toString(36)}${name[0]}`;
  const subdomain = `mira-${stamp}`;
  let product: Product;
  let browser: Browser;
  let page: Page;
  let pictures: string[];
  /** The order the Sections panel shows, hidden sections left out: what the pages must follow. */
  let chosenOrder: string[];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    pictures = await Promise.all(
      ['#be185d', '#1d4ed8', '#15803d', '#b45309', '#6d28d9', '#0f766e', '#334155'].map(async (colour, index) => {
        const file = join(product.dataDir, `shot-${index}.png`);
        await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toFile(file);
        return file;
      }),
    );
    const token = await publishedAccount(
      product,
      { ...newAccount('mira'), firstName: 'Mira', lastName: 'Costa' },
      { subdomain, bio: 'I design calm software for busy people.', contactEmail: true },
    );
    const context = await browser.newContext({ viewport: { width, height }, ...(width < 500 ? { hasTouch: true, isMobile: true } : {}) });
    await context.addCookies([{ name: tokenCookieName, value: encodeURIComponent(token), url: product.url }]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const next = async (step: number) => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: new RegExp(`Step ${step} of 7`) }).waitFor();
  };

  /** Step 4: a project with three pictures, each described. */
  const addProjectWithPictures = async (title: string, files: string[]) => {
    await page.getByLabel(/^Project name/).fill(title);
    await page.getByLabel(/^Description/).first().fill(`${title}: from research to launch.`);
    await page.getByLabel('Year').fill('2025');
    await page.getByLabel('Your role').fill('Lead product designer');
    await page.getByLabel(/^Add images$/).setInputFiles(files);
    for (const [index] of files.entries()) {
      const alt = page.getByRole('textbox', { name: `Alt text of image ${index + 1}` });
      await alt.waitFor({ timeout: 30_000 });
      await alt.fill(`${title}, screen ${index + 1}`);
    }
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByText('2025 · Lead product designer · 3 images').first().waitFor();
  };

  /** Step 7: opens a section through "Add a section" and adds one entry per `fill`. */
  const addSection = async (choice: string, entries: Array<(form: Page) => Promise<void>>, noun: string) => {
    await page.getByRole('combobox', { name: 'Section', exact: true }).selectOption({ label: choice });
    await page.getByRole('button', { name: 'Add section' }).click();
    for (const fill of entries) {
      await fill(page);
      await page.getByRole('button', { name: `Add ${noun}` }).click();
    }
    await page.getByRole('button', { name: 'Done' }).click();
  };

  it('goes through the seven steps with the new content', async () => {
    await page.goto(`${product.url}/profile`);
    await page.getByText('Editing Existing Portfolio').waitFor();
    await page.getByLabel('Headline').fill('Product designer at Ada Studio');
    await page.getByLabel('Location').fill('Lisbon, Portugal');
    await next(2);
    await uploadProfilePicture(page, pictures[6]!);
    await next(3);
    await addEducationAndSkill(page, { degree: 'MA Interaction Design', institution: 'Royal College of Art', skill: 'Figma' });
    await next(4);
    await addProjectWithPictures('Atlas booking', pictures.slice(0, 3));
    await addProjectWithPictures('Harbour banking', pictures.slice(3, 6));
    await next(5);
    await next(6);
    for (const link of ['https://dribbble.com/mira', 'https://mira.design']) {
      await page.getByRole('textbox', { name: 'Link address' }).fill(link);
      await page.getByRole('button', { name: 'Add link' }).click();
    }
    await page.getByRole('list', { name: 'Your links' }).getByText('Dribbble', { exact: true }).waitFor();
    await next(7);

    await addSection('Awards', [(form) => form.getByRole('textbox', { name: 'Title', exact: true }).fill('Design Week prize')], 'award');
    await addSection(
      'Languages',
      ['Portuguese', 'English'].map((language, index) => async (form: Page) => {
        await form.getByRole('textbox', { name: 'Language', exact: true }).fill(language);
        await form.getByRole('combobox', { name: 'Fluency', exact: true }).selectOption(index === 0 ? 'Native speaker' : 'Fluent');
      }),
      'language',
    );
    await page.getByRole('combobox', { name: 'Section', exact: true }).selectOption({ label: 'A section of your own…' });
    await page.getByRole('textbox', { name: 'Section title', exact: true }).fill('Talks');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Designing for trust');
    await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Config 2025');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('button', { name: 'Done' }).click();

    // Talks to the top by keyboard, Projects right after it; Education hidden.
    const panel = page.getByRole('list', { name: 'Sections of your page' });
    const keys = () => panel.locator('li').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-section') ?? ''));
    /** Moves a section to the top by keyboard, step by step as dnd-kit announces each move. */
    const moveToTop = async (title: string) => {
      const position = (await panel.locator('li').allTextContents()).findIndex((text) => text.startsWith(title)) + 1;
      const count = await panel.locator('li').count();
      await page.getByRole('button', { name: `Reorder ${title}` }).focus();
      await page.keyboard.press('Space');
      await page.getByText(`Picked up ${title}. Position ${position} of ${count}.`).waitFor({ state: 'attached' });
      for (let place = position - 1; place >= 1; place -= 1) {
        await page.keyboard.press('ArrowUp');
        await page.getByText(`${title} moved to position ${place} of ${count}.`).waitFor({ state: 'attached' });
      }
      await page.keyboard.press('Space');
      await expect.poll(async () => (await keys())[0]).toMatch(title === 'Talks' ? /^custom:/ : title.toLowerCase());
    };
    await moveToTop('Projects');
    await moveToTop('Talks');
    await panel.locator('li[data-section="education"]').getByRole('switch').click();
    await expectNoAxeViolations(page, `the Sections panel at ${width} px`);
    chosenOrder = await panel.locator('li:not([data-state="hidden"])').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-section')!.replace(':', '-')));
    expect(chosenOrder[0]).toMatch(/^custom-/);
    expect(chosenOrder[1]).toBe('projects');
    expect(chosenOrder).not.toContain('education');

    await page.getByRole('button', { name: 'Submit Portfolio' }).click();
    await page.getByRole('heading', { name: 'Congratulations! Your portfolio is ready.' }).waitFor();
  });

  it('shows that order in the live preview, with every picture loaded', async () => {
    if (width < 500) await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const frame = await (await page.locator(livePreviewFrame).elementHandle())?.contentFrame();
    if (!frame) throw new Error('no live preview frame');
    await frame.getByText('Designing for trust').waitFor();
    const shown = await sectionOrderIn(frame);
    expect(shown).toEqual(chosenOrder.filter((key) => shown.includes(key) || key !== 'links'));
    expect(shown).not.toContain('education');
    const naturals = await picturesLoaded(frame);
    expect(naturals.length).toBeGreaterThanOrEqual(6);
    expect(naturals.every((natural) => natural > 0)).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    if (width < 500) await page.getByRole('button', { name: 'Close preview' }).click();
  });

  it('publishes exactly that order, pictures loaded, no sideways scroll, no axe violation', async () => {
    const visitorContext = await browser.newContext({ viewport: { width, height } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(product.portfolioUrl(subdomain));
    await visitor.getByText('Product designer at Ada Studio').first().waitFor();
    const shown = await sectionOrderIn(visitor);
    expect(shown).toEqual(chosenOrder.filter((key) => shown.includes(key) || key !== 'links'));
    expect(await visitor.getByText('MA Interaction Design').count()).toBe(0);
    const naturals = await picturesLoaded(visitor);
    // Six project pictures (plus the profile picture), every one decoded.
    expect(naturals.length).toBeGreaterThanOrEqual(6);
    expect(naturals.every((natural) => natural > 0)).toBe(true);
    expect(await sideways(visitor)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(visitor, `the published page at ${width} px`);
    // For whoever reviews the run: CONTENT_MODEL_SHOTS=<dir> keeps a picture of each page.
    const dir = process.env.CONTENT_MODEL_SHOTS;
    if (dir) {
      await page.screenshot({ path: `${dir}/editor-${width}.png`, fullPage: true });
      await visitor.screenshot({ path: `${dir}/published-${width}.png`, fullPage: true });
    }
    await visitorContext.close();
  });
});
