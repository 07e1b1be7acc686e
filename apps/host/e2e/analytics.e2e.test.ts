import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, type Browser } from 'playwright-core';
import { api, expectNoAxeViolations, launchChromium, publishedAccount, startProduct, type Product } from './harness';

const password = 'Analytical1!';
const stamp = Date.now().toString(36);
const account = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: `katherine.${stamp}@example.com`,
  username: `katherine-${stamp}`,
  mobileCode: '+1',
  mobileNumber: '5550100456',
  password,
  confirmPassword: password,
  isTermsofServiceAccepted: true,
  isPrivacyPolicyAcceped: true,
};
const subdomain = `katherine-${stamp}`;

/**
 * Three visitors: different browsers (headless Chromium's own user agent reads as a bot, and one
 * machine's visitors differ only by browser) arriving from different sites.
 */
const visitors = [
  { device: devices['Desktop Chrome'], referer: 'https://www.linkedin.com/in/katherine/' },
  { device: devices['Pixel 7'], referer: 'https://news.ycombinator.com/item?id=1' },
  { device: devices['Galaxy Tab S4'], referer: 'https://github.com/katherine' },
];

describe('Analytics in Chromium', () => {
  let product: Product;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    token = await publishedAccount(product, account, {
      subdomain,
      bio: 'Computed the trajectory of Friendship 7.',
      contactEmail: true,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('counts three visitors from three sites and shows them to the owner', async () => {
    for (const { device, referer } of visitors) {
      const context = await browser.newContext({ ...device });
      const page = await context.newPage();
      const response = await page.goto(product.portfolioUrl(subdomain), { referer });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: /Katherine Johnson/ }).first().waitFor();
      await context.close();
    }

    // Views reach the database within the 5 s batch interval.
    await expect
      .poll(
        async () =>
          (await api<{ current: { totals: { views: number } } }>(product, '/analytics/summary?range=7d', { token })).current
            .totals.views,
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(3);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${product.url}/analytics`);
    await page.waitForURL(`${product.url}/signin`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${product.url}/analytics`);
    await expect.poll(() => page.title()).toBe('Analytics - Showfolio');

    const totals = page.getByRole('list', { name: /^Totals/ });
    await totals.waitFor();
    expect(await totals.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Views\s+3\s+/),
      expect.stringMatching(/^Unique visitors\s+3\s+/),
    ]);
    await page.getByRole('img', { name: /^Daily views and unique visitors/ }).waitFor();
    const today = page.getByRole('table', { name: /^Daily views and unique visitors/ }).getByRole('row').last();
    expect(await today.getByRole('cell').allTextContents()).toEqual(['3', '3']);
    const referrers = page.getByRole('table', { name: /^Views by referring site/ });
    for (const site of ['linkedin.com', 'news.ycombinator.com', 'github.com']) {
      expect(await referrers.getByRole('row', { name: new RegExp(`^${site.replace(/\./g, '\\.')} 1 33%$`) }).count()).toBe(1);
    }
    const devicesTable = page.getByRole('table', { name: /^Views by device/ });
    for (const device of ['Desktop', 'Mobile', 'Tablet']) {
      expect(await devicesTable.getByRole('rowheader', { name: device }).count()).toBe(1);
    }
    await expectNoAxeViolations(page, 'the Analytics page');

    await page.getByRole('tab', { name: '30 days' }).click();
    await page.waitForURL(`${product.url}/analytics?range=30d`);
    await page.getByRole('table', { name: /^Daily views and unique visitors/ }).getByRole('row').nth(30).waitFor();
    await expectNoAxeViolations(page, 'the Analytics page, 30 days');
    await context.close();
  });
});
