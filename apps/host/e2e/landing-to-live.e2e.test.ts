import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accountMessages } from '@showfolio/portfolio-schema';
import {
  addEducationAndSkill,
  expectNoAxeViolations,
  launchChromium,
  startProduct,
  uploadProfilePicture,
  verificationLinkTo,
  type Product,
} from './harness';

// Issue 34's "Done when": a new person goes from the landing page to a live page at 375 and
// 1280 px. Sign up, read where the link went, verify, fill steps 1-3 (each saved by autosave
// before anything else happens), reload and find it all with honest step states, meet a second
// tab's edit of the bio, Submit, Publish now, and open the live page; axe on each state. The
// clicks from the landing page to the live page are counted and printed against the aim of 12.

const password = 'Analytical1!';
/** Aim of issue 34 for a person who skips the optional steps; printed beside the count, not asserted. */
const clickAim = 12;
/** Set LANDING_TO_LIVE_SHOTS=<folder> to keep a screenshot of each state (for looking at them). */
const shotsDir = process.env.LANDING_TO_LIVE_SHOTS;

describe.each([
  { label: 'phone', viewport: { width: 375, height: 812 }, mobile: true },
  { label: 'desktop', viewport: { width: 1280, height: 900 }, mobile: false },
] as const)('from the landing page to a live page at $viewport.width px', ({ label, viewport, mobile }) => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let picture: string;
  const id = randomBytes(3).toString('hex');
  const account = { firstName: 'Mary', lastName: 'Jackson', email: `mary-${id}@example.com`, username: `mary-${label}-${id}` };
  const bio = 'Aerospace engineer; I make **wind tunnels** answer questions.';
  /** Each click of the journey, named, in order: the person's path from landing to live page. */
  const clicks: string[] = [];
  /** Clicks of the two-tab detour, which a person on their own would not make. */
  const detourClicks: string[] = [];

  const click = async (target: Locator, what: string, into = clicks) => {
    await target.click();
    into.push(what);
  };
  const shot = async (on: Page, name: string) => {
    if (!shotsDir) return;
    await mkdir(shotsDir, { recursive: true });
    await on.screenshot({ path: join(shotsDir, `${label}-${name}.png`) });
  };
  const saved = (on: Page) => on.getByText('Saved', { exact: true }).waitFor();
  const stepTitle = (on: Page, step: number, name: string) => on.getByText(`Step ${step} of 7: ${name}`).waitFor();

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    picture = join(product.dataDir, 'portrait.png');
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0f766e' } }).png().toFile(picture);
    context = await browser.newContext({ viewport, ...(mobile ? { isMobile: true, hasTouch: true } : {}) });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('signs up from the landing page, and the sign-in page says where the verification link went', async () => {
    await page.goto(`${product.url}/`);
    await expectNoAxeViolations(page, 'the landing page');
    await click(page.getByRole('link', { name: 'Get Started for Free' }).first(), 'Get Started for Free');
    await page.getByRole('heading', { name: 'Join Our Community' }).waitFor();
    await page.getByLabel('First Name').fill(account.firstName);
    await page.getByLabel('Last Name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await click(page.getByRole('button', { name: 'Continue' }), 'Continue (sign-up step 1)');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Mobile Number').fill('5550100123');
    await click(page.getByRole('button', { name: 'Continue' }), 'Continue (sign-up step 2)');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await click(page.getByRole('checkbox', { name: /terms of service/i }), 'Terms of Service checkbox');
    await click(page.getByRole('checkbox', { name: /privacy policy/i }), 'Privacy Policy checkbox');
    await click(page.getByRole('button', { name: 'Create Account' }), 'Create Account');

    await page.waitForURL(`${product.url}/signin`);
    const notice = page.getByRole('status').filter({ hasText: 'Account created — sign in to continue' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We sent a verification link to ${account.email}.`);
    await expectNoAxeViolations(page, 'sign-in after sign-up');
    await shot(page, '1-signed-up');
  });

  it('verifies from the mailed link, signs in and opens the wizard', async () => {
    // The link of the mail in DATA_DIR/outbox, opened as a click in the mail would open it.
    await page.goto(await verificationLinkTo(product.dataDir, account.email));
    clicks.push('the link in the verification e-mail');
    await click(page.getByRole('button', { name: 'Verify E-mail Address' }), 'Verify E-mail Address');
    await page.getByText(accountMessages.emailVerified).waitFor();
    await expectNoAxeViolations(page, 'the verified link');
    await shot(page, '2-verified');
    await click(page.getByRole('link', { name: 'dashboard' }), 'Go to your dashboard');

    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await click(page.getByRole('button', { name: 'Sign In', exact: true }), 'Sign In');
    await page.getByRole('heading', { name: `Welcome, ${account.firstName}!` }).waitFor();
    // Verified before the first visit: the dashboard has no notice asking for it.
    expect(await page.getByRole('region', { name: 'Verify your e-mail to publish' }).count()).toBe(0);
    // A new account's first dashboard starts the guided tour; closing it is one of the clicks.
    await click(page.getByRole('button', { name: 'Close tour' }), 'Close tour');
    await expectNoAxeViolations(page, 'the dashboard of a verified new account');
    await shot(page, '3-dashboard');
    await click(page.getByRole('link', { name: 'Open Profile Wizard' }), 'Open Profile Wizard');
    await stepTitle(page, 1, 'User Details');
  });

  it('saves steps 1-3 as they are filled; after a reload everything is there and only filled steps are ticked', async () => {
    // Step 1 comes filled from sign-up; the bio is saved a moment after typing stops.
    expect(await page.getByLabel(/^First name/).inputValue()).toBe(account.firstName);
    await page.getByLabel('Bio').fill(bio);
    await page.getByText('Saving…').waitFor();
    await saved(page);
    await expectNoAxeViolations(page, 'step 1 saved');
    await click(page.getByRole('button', { name: 'Next', exact: true }), 'Next (step 1)');

    await stepTitle(page, 2, 'Documents');
    await uploadProfilePicture(page, picture);
    clicks.push('Choose a picture (file chooser)', 'Upload picture');
    await saved(page);
    await click(page.getByRole('button', { name: 'Next', exact: true }), 'Next (step 2)');

    await stepTitle(page, 3, 'Education');
    await addEducationAndSkill(page, { degree: 'BSc Mathematics and Physical Science', institution: 'Hampton Institute', skill: 'Fluid dynamics' });
    clicks.push('Add education');
    await saved(page);
    await expectNoAxeViolations(page, 'step 3 saved');
    await shot(page, '4-step-3-saved');

    // No Next on step 3: what is there after the reload was saved by autosave alone.
    await page.reload();
    await stepTitle(page, 3, 'Education');
    await page.getByText('Hampton Institute').first().waitFor();
    await page.getByRole('button', { name: 'Remove Fluid dynamics' }).waitFor();
    expect(await page.getByText('Restored your unsaved changes').count()).toBe(0);
    if (mobile) {
      await page.getByText('3 of 7', { exact: true }).waitFor();
    } else {
      const steps = await page.getByRole('navigation', { name: 'Wizard progress' }).getByRole('button').allTextContents();
      expect(steps).toEqual(['✓User Details, completed', '✓Documents, completed', '4Projects', '5Experience', '6Social Links', '7Preview']);
    }
    await expectNoAxeViolations(page, 'the wizard after a reload');
    await shot(page, '5-after-reload');
  });

  it('tells the second of two tabs that the bio changed in the first, and loads the newer copy', async () => {
    const second = await context.newPage();
    await second.goto(`${product.url}/profile?step=1`);
    await stepTitle(second, 1, 'User Details');
    expect(await second.getByLabel('Bio').inputValue()).toBe(bio);

    await page.goto(`${product.url}/profile?step=1`);
    await stepTitle(page, 1, 'User Details');
    await page.getByLabel('Bio').fill(`${bio} Written in the first tab.`);
    await saved(page);

    await second.getByLabel('Bio').fill(`${bio} Written in the second tab.`);
    const notice = second.getByRole('alert').filter({ hasText: 'changed in another tab or on another device' });
    await notice.waitFor();
    await expectNoAxeViolations(second, 'the second tab told of the newer copy');
    await shot(second, '6-second-tab-told');
    await click(notice.getByRole('button', { name: 'Load the newer copy' }), 'Load the newer copy', detourClicks);
    await expect.poll(() => second.getByLabel('Bio').inputValue()).toBe(`${bio} Written in the first tab.`);
    await second.close();
  });

  it('submits, publishes with "Publish now", and the live page answers', async () => {
    // Back where the reload left the person: step 3, then on past the optional steps.
    await page.goto(`${product.url}/profile?step=3`);
    await stepTitle(page, 3, 'Education');
    for (const [step, name] of [[4, 'Projects'], [5, 'Experience'], [6, 'Social Links'], [7, 'Preview']] as const) {
      await click(page.getByRole('button', { name: 'Next', exact: true }), `Next (step ${step - 1})`);
      await stepTitle(page, step, name);
    }
    await click(page.getByRole('button', { name: 'Submit Portfolio' }), 'Submit Portfolio');

    await page.getByRole('heading', { name: 'Congratulations! Your portfolio is ready.' }).waitFor();
    const congratulation = page.locator('[data-step="done"]');
    const address = `${account.username}.showfolio.localhost`;
    expect(await congratulation.textContent()).toContain(`Deploy it with one click to your own address, ${address}.`);
    expect(await congratulation.getByRole('link', { name: 'Browse Templates' }).getAttribute('href')).toBe('/templates');
    await expectNoAxeViolations(page, 'the congratulation view');
    await shot(page, '7-congratulations');

    await click(page.getByRole('button', { name: 'Publish now' }), 'Publish now');
    const dialog = page.getByRole('dialog', { name: 'Deploy Template' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Subdomain' }).inputValue()).toBe(account.username);
    await dialog.getByText('Looks good!').waitFor();
    // The publish checklist: what is still missing, with no question asked (five of nine sections are in).
    const missing = dialog.getByRole('group', { name: /Your profile is \d+% complete\. Missing sections:/ });
    expect(await missing.getByRole('listitem').allTextContents()).toEqual(expect.arrayContaining(['Projects', 'Experience']));
    expect(await dialog.textContent()).toContain('Minimal');
    await expectNoAxeViolations(page, 'the deploy dialog from Publish now');
    await shot(page, '8-publish-now-dialog');

    await click(dialog.getByRole('button', { name: 'Deploy', exact: true }), 'Deploy');
    const view = dialog.getByRole('link', { name: 'View Portfolio' });
    await view.waitFor();
    await expectNoAxeViolations(page, 'the published dialog');
    const [live] = await Promise.all([context.waitForEvent('page'), click(view, 'View Portfolio')]);
    await live.waitForLoadState();
    expect(live.url()).toBe(product.portfolioUrl(account.username));
    await live.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }).first().waitFor();
    await live.getByText('Hampton Institute').first().waitFor();
    await expectNoAxeViolations(live, 'the live page');
    await shot(live, '9-live-page');

    console.log(
      `[landing-to-live ${viewport.width} px] ${clicks.length} clicks from the landing page to the live page (aim: ≤ ${clickAim}); ` +
        `${detourClicks.length} more in the two-tab detour.\n  ${clicks.map((what, index) => `${index + 1}. ${what}`).join('\n  ')}`,
    );
  });
});
