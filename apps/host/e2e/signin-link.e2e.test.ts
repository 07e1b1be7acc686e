import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountMessages } from '@showfolio/portfolio-schema';
import { expectNoAxeViolations, launchChromium, startProduct, verifyEmailOf, type Product } from './harness';

const password = 'Analytical1!';
const id = randomBytes(3).toString('hex');
const account = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `held-${id}@example.com`,
  username: `held-${id}`,
  mobileCode: '+44',
  mobileNumber: '7700900123',
  password,
  confirmPassword: password,
  isTermsofServiceAccepted: true,
  isPrivacyPolicyAcceped: true,
};

/** The sign-in link (a full URL) mailed to `to`, waiting for the background send. */
async function signInLinkTo(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const text = (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const link = text.includes(to) ? /https?:\/\/[^\s"<>]+\/signin-link\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in link reached ${to}`);
}

// Issue 30 item 11: failed sign-ins from elsewhere spend the account's budget; the owner on a
// new device is offered a mailed link instead of an hour's lock.
describe('signing in with a mailed link when failed attempts hold new devices back', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // One proxy hop: the attacker's requests below come "from" many addresses through it.
    [product, browser] = await Promise.all([startProduct({ TRUST_PROXY: '1' }), launchChromium()]);
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('showfolio-tour-seen', 'true'));
    page = await context.newPage();
    const signup = await fetch(`${product.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signup.status).toBe(201);
    await verifyEmailOf(product, account.email);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the held-back message on sign-in, and the mailed link signs this browser in', async () => {
    // 50 wrong passwords from 50 addresses spend the account's hourly budget.
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${product.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: account.email, password: `Guess-${i}aaa` }),
      });
      expect(res.status).toBe(401);
    }

    await page.goto(`${product.url}/signin`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText(accountMessages.signinHeldBack(60)).waitFor();
    expect(page.url()).toBe(`${product.url}/signin`);

    await page.goto(await signInLinkTo(product.dataDir, account.email));
    await expect.poll(() => page.title()).toBe('Sign In - Showfolio');
    await page.getByRole('heading', { name: 'Sign In With Your Link' }).waitFor();
    await expectNoAxeViolations(page, 'the sign-in link screen');
    await page.getByRole('button', { name: 'Sign In on This Device' }).click();
    await page.getByText(accountMessages.signedInByLink).waitFor();
    await expectNoAxeViolations(page, 'the sign-in link screen, signed in');

    await page.getByRole('link', { name: 'dashboard' }).click();
    await page.waitForURL(`${product.url}/dashboard`);

    // This browser is a known device now: signing in again skips the spent budget.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to sign out?' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${product.url}/signin`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${product.url}/dashboard`);
  });
});
