import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startDnsZone, type DnsZone } from '../../../packages/server/test/support/dns-zone';
import { newAccount } from '../test/support';
import { expectNoAxeViolations, launchChromium, publishedAccount, startProduct, type Product } from './harness';

// Issue #16's "Done when": a user connects a custom domain from the dashboard with the keyboard
// alone, against a real DNS server (dns2) the test writes the records into, and the product
// then answers that Host with the portfolio.
const stamp = Date.now().toString(36);
const account = newAccount('domains');
const password = account.password;
const subdomain = `ada-${stamp}`;
const domain = `ada-${stamp}.test`;
const bio = 'Notes on the Analytical Engine, served on her own domain.';

/** GET / on the product with another Host header, as a visitor of the custom domain sends it. */
function getByHost(product: Product, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: product.port, path: '/', headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Moves focus with Tab until `target` has it (at most `limit` presses), as a keyboard user does. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('Custom domains from the dashboard, by keyboard', () => {
  let product: Product;
  let browser: Browser;
  let zone: DnsZone;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    zone = await startDnsZone();
    [product, browser] = await Promise.all([startProduct({ DNS_SERVERS: zone.server }), launchChromium()]);
    await publishedAccount(product, account, { subdomain, bio, signOut: true });
    context = await browser.newContext({ ...devices['Desktop Chrome'] });
    await context.addInitScript(() => localStorage.setItem('showfolio-tour-seen', 'true'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await zone?.close();
  });

  it('opens Custom domains from the avatar menu and adds a domain', async () => {
    await page.goto(`${product.url}/signin`);
    // The prerendered form answers once its code has loaded.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/dashboard`);

    await tabTo(page, page.getByRole('button', { name: `${account.firstName} account menu` }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Custom domains' }), 5);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/domains`);
    await page.getByRole('heading', { level: 1, name: 'Custom domains' }).waitFor();
    await page.getByText('No domain connected yet.').waitFor();
    await expectNoAxeViolations(page, 'Custom domains, none connected');

    await tabTo(page, page.getByRole('textbox', { name: 'Domain' }));
    await page.keyboard.type('not a domain');
    await page.keyboard.press('Enter');
    // The form refuses it in place and keeps focus on the field for a correction.
    await expect.poll(() => page.getByRole('textbox', { name: 'Domain' }).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(domain.toUpperCase());
    await page.keyboard.press('Enter');

    const card = page.getByRole('article', { name: domain });
    await card.waitFor();
    await expect(card.getAttribute('data-state')).resolves.toBe('pending');
    await card.getByText('Pending', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'Custom domains, one pending');
  });

  it('shows the records to create, copies them, and goes verified then live as DNS follows', async () => {
    const card = page.getByRole('article', { name: domain });
    const records = card.getByRole('region', { name: `DNS records for ${domain}` });
    const codes = await records.locator('code').allTextContents();
    expect(codes).toContain(`_showfolio-challenge.${domain}`);
    expect(codes).toContain(domain);
    expect(codes).toContain(`${subdomain}.showfolio.localhost`);
    const token = codes[codes.indexOf(`_showfolio-challenge.${domain}`) + 1]!;
    expect(token.length).toBeGreaterThanOrEqual(16);

    await tabTo(page, card.getByRole('button', { name: 'Copy TXT record value' }));
    await page.keyboard.press('Enter');
    await page.getByText('Copied TXT record value').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(token);

    // Not there yet: Check now keeps it pending.
    await tabTo(page, card.getByRole('button', { name: 'Check now' }));
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: 'Check now' }).waitFor();
    await expect(card.getAttribute('data-state')).resolves.toBe('pending');
    expect((await getByHost(product, `${domain}:${product.port}`)).body).not.toContain(bio);

    zone.set(`_showfolio-challenge.${domain}`, [{ type: 'TXT', value: token }]);
    await tabTo(page, card.getByRole('button', { name: 'Check now' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getAttribute('data-state')).toBe('verified');
    await card.getByText('Verified', { exact: true }).waitFor();

    zone.set(domain, [{ type: 'CNAME', value: `${subdomain}.showfolio.localhost` }]);
    await tabTo(page, card.getByRole('button', { name: 'Check now' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getAttribute('data-state')).toBe('routing');
    await card.getByText('Live', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'Custom domains, one live');

    const served = await getByHost(product, `${domain}:${product.port}`);
    expect(served.status).toBe(200);
    expect(served.body).toContain(bio);
    expect(served.body).toContain(`<link rel="canonical" href="http://${domain}:${product.port}/">`);

    // The same page on a phone: nothing to scroll sideways, and axe still passes.
    await page.setViewportSize({ width: 375, height: 812 });
    // The shell switches to its phone layout when its media query reports the new width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, 'Custom domains at 375 px');
    await page.setViewportSize(devices['Desktop Chrome'].viewport);
  });

  it('removes the domain after a confirmation, and the Host is no longer served', async () => {
    const card = page.getByRole('article', { name: domain });
    await tabTo(page, card.getByRole('button', { name: 'Remove' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Remove ${domain}?` });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Remove domain' }), 5);
    await page.keyboard.press('Enter');
    await page.getByText('No domain connected yet.').waitFor();
    expect((await getByHost(product, `${domain}:${product.port}`)).body).not.toContain(bio);
  });
});
