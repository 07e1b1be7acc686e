import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectNoAxeViolations, latestMailTo, launchChromium, startProduct, type Product } from './harness';

const password = 'Analytical1!';
const newPassword = 'Difference-Engine2';
const stamp = Date.now().toString(36);
const account = {
  firstName: 'Mary',
  lastName: 'Somerville',
  email: `mary.${stamp}@example.com`,
  username: `mary_${stamp}`,
  mobileCode: '+44',
  mobileNumber: '7700900456',
  password,
  confirmPassword: password,
  isTermsofServiceAccepted: true,
  isPrivacyPolicyAcceped: true,
};
const renamed = { firstName: 'Marie', username: `marie_${stamp}` };
const subdomain = `mary-${stamp}`;

async function api<T>(product: Product, path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch(`${product.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A browser of its own (cookies, storage), with the dashboard tour already seen. */
async function newBrowserContext(browser: Browser, device: (typeof devices)[string]): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device });
  await context.addInitScript(() => localStorage.setItem('showfolio-tour-seen', 'true'));
  return context;
}

async function signIn(page: Page, product: Product, secret: string) {
  await page.goto(`${product.url}/signin`);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${product.url}/dashboard`);
}

describe('Settings in Chromium', () => {
  let product: Product;
  let browser: Browser;
  let laptop: BrowserContext;
  let phone: BrowserContext;
  let page: Page;
  let other: Page;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    await api(product, '/auth/signup', { method: 'POST', json: account });
    const { access_token: token } = await api<{ access_token: string }>(product, '/auth/signin', {
      method: 'POST',
      json: { email: account.email, password },
    });
    // A published page whose @username should follow the account's.
    await api(product, '/user-portfolio', {
      method: 'POST',
      token,
      json: {
        userDetails: { firstName: account.firstName, lastName: account.lastName, username: account.username },
        bio: 'Wrote On the Connexion of the Physical Sciences.',
      },
    });
    await api(product, '/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
    });
    // Only the two browsers below are to be signed in.
    await api(product, '/auth/signout', { method: 'POST', token, json: { token } });
    laptop = await newBrowserContext(browser, devices['Desktop Chrome']);
    phone = await newBrowserContext(browser, devices['Pixel 7']);
    page = await laptop.newPage();
    other = await phone.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('opens Settings from the avatar menu and lists both signed-in browsers', async () => {
    await signIn(other, product, password);
    await signIn(page, product, password);
    await page.getByRole('button', { name: `${account.firstName} account menu` }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${product.url}/settings`);
    await expect.poll(() => page.title()).toBe('Settings - Showfolio');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    // The sidebar links it too, marked as the page being shown.
    await expect
      .poll(() => page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).getAttribute('aria-current'))
      .toBe('page');

    const devicesList = page.getByRole('list', { name: 'Signed-in devices' });
    await expect.poll(() => devicesList.getByRole('listitem').count()).toBe(2);
    await expect(devicesList.getByRole('listitem').first().textContent()).resolves.toMatch(/^Chrome on (Windows|Linux|macOS)This device/);
    await expect(devicesList.getByRole('listitem').nth(1).textContent()).resolves.toMatch(/^Chrome on Android/);
    await expectNoAxeViolations(page, 'the Settings page');
  });

  it('changes the name and username; the top bar and the public page follow', async () => {
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel(/^First Name/).fill(renamed.firstName);
    await profile.getByLabel(/^Username/).fill(renamed.username);
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByRole('status').textContent()).resolves.toBe('Your profile has been saved');
    await page.getByRole('button', { name: `${renamed.firstName} account menu` }).waitFor();

    const publicPage = await laptop.newPage();
    await publicPage.goto(product.portfolioUrl(subdomain));
    await expect(publicPage.locator('body').textContent()).resolves.toContain(renamed.username);
    await expect(publicPage.locator('body').textContent()).resolves.toContain(renamed.firstName);
    await publicPage.close();
  });

  it('changes the password, which signs the other browser out', async () => {
    const section = page.getByRole('region', { name: 'Password' });
    await section.getByLabel(/^Current Password/).fill('Not-the-password1');
    await section.getByLabel(/^New Password/).fill(newPassword);
    await section.getByLabel(/^Confirm New Password/).fill(newPassword);
    await section.getByRole('button', { name: 'Change Password' }).click();
    await section.getByText('Current password is incorrect').waitFor();

    await section.getByLabel(/^Current Password/).fill(password);
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(section.getByRole('status').textContent()).resolves.toBe(
      'Your password has been changed. Every other device has been signed out.',
    );
    await expect.poll(() => page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem').count()).toBe(1);
    await expectNoAxeViolations(page, 'Settings after the password change');

    // The phone's next visit finds its session gone.
    await other.goto(`${product.url}/dashboard`);
    await other.waitForURL(`${product.url}/signin`);
    // And this browser is still signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    const notice = await latestMailTo(product.dataDir, account.email);
    expect(notice).toContain('Subject: Your Showfolio password was changed');
  });

  it('takes the new password at sign-in, and not the old one', async () => {
    await other.getByLabel('Email').fill(account.email);
    await other.getByLabel('Password', { exact: true }).fill(password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await signIn(other, product, newPassword);
    // The dashboard's shell is its own chunk: wait for it rather than look once.
    await other.getByRole('button', { name: `${renamed.firstName} account menu` }).waitFor();
  });
});
