import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tokenCookieName } from '@showfolio/portfolio-schema';
import { newAccount } from '../test/support';
import { launchChromium, startProduct, type Product } from './harness';

// The pages the build prerenders (issue #19) in Chromium: they hydrate without a console error,
// read with JavaScript off, and the guards still send each visitor to the right screen without
// showing the wrong one first.

const prerendered = [
  ['/', 'Showcase your work with a portfolio that stands out'],
  ['/contributors', 'Meet the Team'],
  ['/contact-us', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/signin', 'Welcome Back'],
  ['/signup', 'Join Our Community'],
  ['/forgot-password', 'Forgot Password?'],
  ['/no-such-page', 'Page not found'],
] as const;

/** Console errors and warnings, and uncaught errors (a failed hydration is reported as one). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own document answers 404, which Chromium logs as a failed resource.
    if (message.text().includes('status of 404')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

describe('prerendered pages in Chromium', () => {
  let product: Product;
  let browser: Browser;
  let token: string;
  const account = newAccount('prerender');

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    const api = (path: string, body: unknown) =>
      fetch(`${product.url}/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await api('/auth/signup', account)).status).toBe(201);
    const signin = await api('/auth/signin', { email: account.email, password: account.password });
    ({ access_token: token } = (await signin.json()) as { access_token: string });
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const signedInContext = async (): Promise<BrowserContext> => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: tokenCookieName, value: encodeURIComponent(token), url: product.url },
    ]);
    return context;
  };

  it('hydrates every prerendered page without a console error, and the pages respond', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const [path, heading] of prerendered) {
      await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // Hydrated means the handlers are attached: an FAQ opens, the sign-in form validates.
    await page.goto(`${product.url}/`, { waitUntil: 'networkidle' });
    const question = page.getByRole('button', { name: 'Is Showfolio really free?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await page.goto(`${product.url}/signin`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a guest the content with JavaScript disabled', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of prerendered) {
      const response = await page.goto(`${product.url}${path}`);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
        .toBe(true);
    }
    // The landing's features and steps stand in for placeholders that only a script replaces.
    await page.goto(`${product.url}/`);
    for (const title of ['Free Hosting', 'Always Online', 'Fill the Profile Wizard'])
      expect(await page.getByRole('heading', { level: 3, name: title }).isVisible(), title).toBe(true);
    expect(await page.getByRole('group', { name: 'Loading features' }).isVisible()).toBe(false);
    expect(await page.getByRole('group', { name: 'Loading steps' }).isVisible()).toBe(false);
    await context.close();
  });

  it('shows the landing placeholders first with JavaScript, then the features and steps', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.url}/`);
    await page.getByRole('group', { name: 'Loading features' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: 'Free Hosting' }).count()).toBe(0);
    await page.getByRole('heading', { level: 3, name: 'Free Hosting' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Fill the Profile Wizard' }).waitFor();
    expect(await page.getByRole('group', { name: 'Loading steps' }).count()).toBe(0);
    await context.close();
  });

  it('keeps a sign-in sent before hydration from going out as a GET with the password in the URL', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The app's code never arrives: the page stays as prerendered, as on a slow connection.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${product.url}/signin`);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Typed-Secret1');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${product.url}/signin`);
    await expect(page.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('Typed-Secret1');
    await context.close();
  });

  it('answers a Sign In pressed while the page code was still loading, once it has loaded', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The app's code is held back until the form has been sent, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${product.url}/signin`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${product.url}/signin`);
    release();
    await page.waitForURL(`${product.url}/dashboard`);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await context.close();
  });

  it('sends a guest from /dashboard to /signin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.url}/dashboard`);
    await page.waitForURL(`${product.url}/signin`);
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await context.close();
  });

  it('sends a signed-in user from /signin and /signup to /dashboard without painting the form', async () => {
    const context = await signedInContext();
    // Every frame, until the dashboard shows: was the sign-in or sign-up form visible?
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { formSeen: string[] }).formSeen = seen;
      const look = () => {
        const root = document.getElementById('root');
        const heading = document.querySelector('h1')?.textContent ?? '';
        if (
          root &&
          getComputedStyle(root).visibility !== 'hidden' &&
          /Welcome Back|Join Our Community/.test(heading)
        )
          seen.push(heading);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const path of ['/signin', '/signup']) {
      await page.goto(`${product.url}${path}`);
      await page.waitForURL(`${product.url}/dashboard`);
      await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { formSeen: string[] }).formSeen),
      ).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a signed-in user the landing page with the Dashboard link and no Sign in', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${product.url}/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Showcase your work with a portfolio that stands out',
      })
      .waitFor();
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: /Dashboard/ }).waitFor();
    expect(await banner.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
