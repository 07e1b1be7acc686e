import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountMessages } from '@showfolio/portfolio-schema';
import { api, expectNoAxeViolations, launchChromium, startProduct, verificationLinkTo, type Product } from './harness';

// Issue 34, items 2 and 3: one path from sign-up to a live page. The sign-in page after sign-up
// says where the verification link went, the dashboard asks to verify until the link is opened,
// and Deploy asks before publishing a nearly empty portfolio (it never refuses).

const password = 'Analytical1!';
/** Set PUBLISH_PATH_SHOTS=<folder> to keep a screenshot of each state (for looking at them). */
const shotsDir = process.env.PUBLISH_PATH_SHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`) });
}

describe.each([
  { label: 'phone', width: 375, height: 800 },
  { label: 'desktop', width: 1280, height: 900 },
])('from sign-up to a live page at $width px', ({ label, width, height }) => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  const id = randomBytes(3).toString('hex');
  const account = {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: `katherine-${id}@example.com`,
    username: `katherine-${id}`,
  };
  const subdomain = `kj-${label}-${id}`;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    const context = await browser.newContext({ viewport: { width, height } });
    // The guided tour is not what this test is about.
    await context.addInitScript(() => localStorage.setItem('showfolio-tour-seen', 'true'));
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('claims a free name from its 404, signs up, and the sign-in page says where the verification link went', async () => {
    // An unknown subdomain's page offers the name, and sign-up suggests it as the username.
    const response = await page.goto(product.portfolioUrl(account.username));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 - Portfolio Not Found' }).waitFor();
    await expectNoAxeViolations(page, 'an unknown subdomain');
    await shot(page, `${label}-0-free-name`);
    await page.getByRole('link', { name: 'This name is free — claim it' }).click();
    await page.waitForURL(`${product.url}/signup?username=${account.username}`);

    await page.getByLabel('First Name').fill(account.firstName);
    await page.getByLabel('Last Name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.getByLabel('Username').inputValue()).toBe(account.username);
    await page.getByLabel('Country code').selectOption('+1');
    await page.getByLabel('Mobile Number').fill('5550100123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /terms of service/i }).check();
    await page.getByRole('checkbox', { name: /privacy policy/i }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${product.url}/signin`);
    const notice = page.getByRole('status').filter({ hasText: 'Account created — sign in to continue' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We sent a verification link to ${account.email}.`);
    await expectNoAxeViolations(page, 'sign-in after sign-up');
    await shot(page, `${label}-1-signed-up`);
  });

  it('shows "Verify your e-mail to publish" on the dashboard, and Resend mails a new link', async () => {
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${product.url}/dashboard`);
    const notice = page.getByRole('region', { name: 'Verify your e-mail to publish' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We sent a verification link to ${account.email}.`);
    await expectNoAxeViolations(page, 'the dashboard of an unverified account');
    await shot(page, `${label}-2-dashboard-unverified`);

    const first = await verificationLinkTo(product.dataDir, account.email);
    await notice.getByRole('button', { name: 'Resend' }).click();
    await notice.getByRole('status').filter({ hasText: accountMessages.verificationSent(account.email) }).waitFor();
    // The newer mail carries a new link; the first one is void now.
    await expect.poll(() => verificationLinkTo(product.dataDir, account.email)).not.toBe(first);
  });

  it('verifies from the mailed link; the notice is gone and the link opened again says so', async () => {
    const link = await verificationLinkTo(product.dataDir, account.email);
    await page.goto(link);
    await page.getByRole('button', { name: 'Verify E-mail Address' }).click();
    await page.getByText(accountMessages.emailVerified).waitFor();

    await page.goto(`${product.url}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${account.firstName}!` }).waitFor();
    await page.getByRole('progressbar', { name: /Your profile is \d+% complete/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Verify your e-mail to publish' }).count()).toBe(0);
    await shot(page, `${label}-3-dashboard-verified`);

    // Re-opening a used link tells a verified person so, instead of asking them to "Resend".
    await page.goto(link);
    await page.getByRole('button', { name: 'Verify E-mail Address' }).click();
    await page.getByText(accountMessages.verifyLinkAlreadyVerified).waitFor();
    expect(await page.getByText('Resend').count()).toBe(0);
    await expectNoAxeViolations(page, 'a used verification link opened again');
    await shot(page, `${label}-4-link-reopened`);
  });

  it('asks before publishing a nearly empty portfolio, then publishes, and the live page answers', async () => {
    // Only step 1 saved, as someone who pressed Next once would have it.
    const { access_token: token } = await api<{ access_token: string }>(product, '/auth/signin', {
      method: 'POST',
      json: { email: account.email, password },
    });
    const { firstName, lastName, username } = account;
    await api(product, '/user-portfolio', { method: 'POST', token, json: { userDetails: { firstName, lastName, username } } });

    await page.goto(`${product.url}/templates`);
    await page.getByRole('heading', { name: 'Portfolio Templates' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Minimal', exact: true }) });
    await card.getByRole('button', { name: 'Deploy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deploy Template' });
    const missing = dialog.getByRole('group', { name: /Your profile is \d+% complete\. Missing sections:/ });
    await missing.waitFor();
    expect(await missing.getByRole('listitem').allTextContents()).toContain('Bio');
    await dialog.getByRole('textbox', { name: 'Subdomain' }).fill(subdomain);
    await dialog.getByText('Looks good!').waitFor();
    await expectNoAxeViolations(page, 'the deploy dialog listing missing sections');
    await shot(page, `${label}-5-deploy-checklist`);

    await dialog.getByRole('button', { name: 'Deploy', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Publish a nearly empty portfolio?' }).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain(`visitors to ${subdomain}.showfolio.localhost`);
    await expectNoAxeViolations(page, 'the deploy dialog asking about a nearly empty portfolio');
    await shot(page, `${label}-6-deploy-asks`);
    // Nothing is published while the question is open.
    expect((await fetch(`${product.url}/api/templates/portfolio/${subdomain}`)).status).toBe(404);

    await dialog.getByRole('button', { name: 'Publish anyway' }).click();
    await dialog.getByRole('link', { name: 'View Portfolio' }).waitFor();
    await shot(page, `${label}-7-published`);

    const visitor = await page.context().newPage();
    const response = await visitor.goto(product.portfolioUrl(subdomain));
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }).first().waitFor();
    await visitor.close();
  });
});
