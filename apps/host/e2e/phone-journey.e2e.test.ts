import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addEducationAndSkill,
  addExperience,
  addProject,
  expectNoAxeViolations,
  launchChromium,
  startProduct,
  uploadProfilePicture,
  verificationLinkTo,
  type Product,
} from './harness';

// A new user on a phone, from the landing page to their live site, with axe on every page and
// every state they pass through. Screenshots of each stop go to PHONE_JOURNEY_SHOTS when set.
const phone = { width: 375, height: 812 };
const password = 'Analytical1!';
const stamp = Date.now().toString(36);
const account = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: `katherine.${stamp}@example.com`,
  username: `katherine-${stamp}`,
};
const subdomain = `katherine-${stamp}`;
const bio = 'Calculated the trajectories that took people to orbit and back.';

describe('the first-run journey on a 375 px phone', () => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** axe on the page as it is, then a screenshot for whoever reviews the run. */
  const check = async (on: Page, label: string) => {
    await expectNoAxeViolations(on, `${label} at 375 px`);
    expect(
      await on.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${label} scrolls sideways`,
    ).toBeLessThanOrEqual(0);
    const dir = process.env.PHONE_JOURNEY_SHOTS;
    if (dir) await on.screenshot({ path: `${dir}/${label.replace(/\W+/g, '-')}.png` });
  };

  let picture: string;
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    picture = join(product.dataDir, 'katherine.png');
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toFile(picture);
    context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('goes from the landing page to sign-up', async () => {
    await page.goto(`${product.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('heading', { name: 'Deploy' }).waitFor();
    await check(page, 'landing');
    await page.getByRole('link', { name: 'Get Started for Free' }).click();
    await page.waitForURL(`${product.url}/signup`);
  });

  it('signs up through the three steps and signs in', async () => {
    await page.getByRole('heading', { name: 'Join Our Community' }).waitFor();
    await check(page, 'sign-up step 1');
    await page.getByLabel('First Name').fill(account.firstName);
    await page.getByLabel('Last Name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Country code').selectOption('+1');
    await page.getByLabel('Mobile Number').fill('5550100123');
    // The live username check answers before the form moves on.
    await page.waitForLoadState('networkidle');
    await check(page, 'sign-up step 2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /terms of service/i }).check();
    await page.getByRole('checkbox', { name: /privacy policy/i }).check();
    await check(page, 'sign-up step 3');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${product.url}/signin`);
    await page.getByRole('status').filter({ hasText: 'Account created' }).waitFor();
    await check(page, 'sign-in');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${product.url}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${account.firstName}!` }).waitFor();
  });

  it('takes the tour on the dashboard and sees "Not published yet"', async () => {
    const tour = page.getByRole('dialog').filter({ hasText: /Step 1 of \d/ });
    await tour.waitFor({ timeout: 10_000 });
    // The card fades in once the page has moved to its stop: measure it shown, not mid-fade.
    await page.locator('[data-layout][data-state="shown"]').waitFor();
    await check(page, 'dashboard with the tour');
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'detached' });
    await page.getByText('Not published yet').waitFor();
    await check(page, 'dashboard');
  });

  it('fills the wizard and submits it', async () => {
    const nextStep = async (step: number, title: string) => {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText(`Step ${step} of 7: ${title}`).waitFor();
    };
    await page.goto(`${product.url}/profile`);
    await page.getByLabel('First name').first().waitFor();
    await page.getByLabel('Bio').fill(bio);
    await check(page, 'wizard step 1');

    await nextStep(2, 'Documents');
    await uploadProfilePicture(page, picture);
    await check(page, 'wizard step 2');

    await nextStep(3, 'Education');
    await addEducationAndSkill(page, {
      degree: 'BS Mathematics and French',
      institution: 'West Virginia State College',
      skill: 'Orbital mechanics',
    });
    await check(page, 'wizard step 3');

    await nextStep(4, 'Projects');
    await addProject(page, 'Friendship 7', 'Checked the orbit by hand before the flight.');
    await check(page, 'wizard step 4');

    await nextStep(5, 'Experience');
    await addExperience(page, 'NASA', 'Research mathematician');
    await check(page, 'wizard step 5');

    await nextStep(6, 'Social Links');
    await check(page, 'wizard step 6');
    await nextStep(7, 'Preview');
    await page.getByRole('button', { name: 'Submit Portfolio' }).waitFor();
    await check(page, 'wizard step 7');
    await page.getByRole('button', { name: 'Submit Portfolio' }).click();
    await page.getByRole('link', { name: 'Browse Templates' }).waitFor();
    await check(page, 'wizard done');
    await page.getByRole('link', { name: 'Browse Templates' }).click();
    await page.waitForURL(`${product.url}/templates`);
  });

  it('verifies the e-mail address through the link in the outbox, as publishing needs', async () => {
    await page.goto(await verificationLinkTo(product.dataDir, account.email));
    await page.getByRole('heading', { name: 'Verify Your E-mail Address' }).waitFor();
    await check(page, 'verify e-mail');
    await page.getByRole('button', { name: 'Verify E-mail Address' }).click();
    await page.getByText('Your e-mail address is verified. You can publish your portfolio now.').waitFor();
    await page.goto(`${product.url}/templates`);
  });

  it('deploys a template to a subdomain', async () => {
    await page.getByRole('heading', { name: 'Portfolio Templates' }).waitFor();
    await check(page, 'gallery');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Minimal', exact: true }) });
    await card.getByRole('button', { name: 'Deploy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deploy Template' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Subdomain' }).fill(subdomain);
    await dialog.getByText('Looks good!').waitFor();
    await check(page, 'deploy modal');
    await dialog.getByRole('button', { name: 'Deploy', exact: true }).click();
    await page.getByRole('link', { name: 'View Portfolio' }).waitFor();
    await check(page, 'deployed');
  });

  it('opens the live site, which links its PDF', async () => {
    const [live] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'View Portfolio' }).click(),
    ]);
    await live.waitForLoadState();
    expect(live.url()).toBe(product.portfolioUrl(subdomain));
    await live
      .getByRole('heading', { name: `${account.firstName} ${account.lastName}` })
      .first()
      .waitFor();
    await live.getByText(bio).first().waitFor();
    await check(live, 'live site');
    const download = live.getByRole('link', { name: 'Download PDF' });
    await expect.poll(() => download.isVisible()).toBe(true);
    // Fetched by the page itself: only the browser resolves *.localhost to this machine.
    const pdfStart = await live.evaluate(
      async (href) => {
        const response = await fetch(href);
        const bytes = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
        return { status: response.status, start: String.fromCharCode(...bytes) };
      },
      (await download.getAttribute('href'))!,
    );
    expect(pdfStart).toEqual({ status: 200, start: '%PDF-' });
    await live.close();
  });
});
