import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tokenCookieName } from '@showfolio/portfolio-schema';
import { launchChromium, startProduct, verifyEmailOf, type Product } from './harness';

// The guest's account pages hydrate through the light entry (site.tsx, guestAccount.tsx): no
// router, no SWR, every move a full page load. What a guest gets must not change for it.

const password = 'Analytical1!';
const id = randomBytes(3).toString('hex');
const account = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `light-${id}@example.com`,
  username: `light-${id}`,
};

/** Whether react-router has run on the page (it notes its version on window). */
const routerLoaded = (page: Page) =>
  page.evaluate(() => '__reactRouterVersion' in (window as unknown as Record<string, unknown>));

describe('the account pages without the router', () => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    page = await context.newPage();
    page.on('console', (message) => {
      // A refused sign-in (401) is logged as a failed resource, like any error answer.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('signs up, then the sign-in page shows the notice with the e-mail filled in and the password focused', async () => {
    await page.goto(`${product.url}/signup`, { waitUntil: 'networkidle' });
    expect(await routerLoaded(page)).toBe(false);
    await page.getByLabel('First Name').fill(account.firstName);
    await page.getByLabel('Last Name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Country code').selectOption('+44');
    await page.getByLabel('Mobile Number').fill('7700900123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /terms of service/i }).check();
    await page.getByRole('checkbox', { name: /privacy policy/i }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${product.url}/signin`);
    await page.getByRole('status').filter({ hasText: 'Account created — sign in to continue' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(account.email);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'current-password',
    );
    expect(await page.title()).toBe('Sign In - Showfolio');
    expect(await routerLoaded(page)).toBe(false);

    // Back goes to the sign-up page, Forward to sign-in with its notice again.
    await page.goBack();
    await page.waitForURL(`${product.url}/signup`);
    await page.getByRole('heading', { name: 'Join Our Community' }).waitFor();
    await page.goForward();
    await page.waitForURL(`${product.url}/signin`);
    await page.getByRole('status').filter({ hasText: 'Account created — sign in to continue' }).waitFor();
  });

  it('shows a failed sign-in\'s message, then signs in for the browser session without "remember me"', async () => {
    await verifyEmailOf(product, account.email);
    await page.goto(`${product.url}/signin`, { waitUntil: 'networkidle' });
    // The passkey button appears once the page's code has taken over the form (issue 37).
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Invalid email or password');

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${product.url}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${account.firstName}!` }).waitFor();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === tokenCookieName);
    expect(cookie?.expires).toBe(-1);
    expect(cookie?.sameSite).toBe('Strict');
    expect(await routerLoaded(page)).toBe(true);

    // Signed in, the account pages are the full app's, which sends the user on.
    await page.goto(`${product.url}/signup`);
    await page.waitForURL(`${product.url}/dashboard`);
    await context.clearCookies();
  });

  it('brings a guest back to the page asked for after signing in on a reloaded sign-in page', async () => {
    await page.goto(`${product.url}/flex`);
    await page.waitForURL(`${product.url}/signin`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // The reload starts the light sign-in page; the remembered origin is still in history state.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await routerLoaded(page)).toBe(false);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${product.url}/flex`);
    await page.getByRole('heading', { name: 'Flex' }).waitFor();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === tokenCookieName);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
    await context.clearCookies();
  });

  it('ignores a remembered origin outside the app', async () => {
    await page.goto(`${product.url}/signin`, { waitUntil: 'networkidle' });
    await page.evaluate(() => history.replaceState({ usr: { from: '//evil.example/' }, key: 'x', idx: 0 }, ''));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${product.url}/dashboard`);
    await context.clearCookies();
  });

  it('sends a guest from forgot password back to sign in once the link is sent', async () => {
    await page.goto(`${product.url}/forgot-password`, { waitUntil: 'networkidle' });
    expect(await routerLoaded(page)).toBe(false);
    expect(await page.title()).toBe('Forgot Password - Showfolio');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Redirecting to sign in page...').waitFor();
    await page.waitForURL(`${product.url}/signin`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('logged no console error on the way', () => {
    expect(consoleErrors).toEqual([]);
  });
});
