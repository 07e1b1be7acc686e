import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tokenCookieName } from '@showfolio/portfolio-schema';
import { newAccount } from '../test/support';
import {
  addEducationAndSkill,
  api,
  expectNoAxeViolations,
  launchChromium,
  startProduct,
  uploadProfilePicture,
  verifyEmailOf,
  type Product,
} from './harness';

// Issue 34: every change is saved about a second after typing stops. A new user fills steps 1-3
// without pressing Next, reloads, and finds everything there with honest step states; then two
// tabs edit the bio and the second is told, and offered the newer copy.

describe.each([
  { device: 'desktop', viewport: { width: 1280, height: 900 } },
  { device: 'phone', viewport: { width: 375, height: 812 } },
] as const)('autosave on a $device ($viewport.width px)', ({ device, viewport }) => {
  let product: Product;
  let browser: Browser;
  let token: string;
  let first: BrowserContext;
  let page: Page;
  let picture: string;

  const openContext = async () => {
    const context = await browser.newContext({ viewport, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
    await context.addCookies([{ name: tokenCookieName, value: encodeURIComponent(token), url: product.url }]);
    return context;
  };
  const saved = (on: Page) => on.getByText('Saved', { exact: true }).waitFor();
  const openStep = async (on: Page, step: number, name: string) => {
    await on.goto(`${product.url}/profile?step=${step}`);
    await on.getByText(`Step ${step} of 7: ${name}`).waitFor();
  };

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    picture = join(product.dataDir, 'portrait.png');
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1d4ed8' } }).png().toFile(picture);
    const account = newAccount('autosave');
    await api(product, '/auth/signup', { method: 'POST', json: account });
    await verifyEmailOf(product, account.email);
    ({ access_token: token } = await api<{ access_token: string }>(product, '/auth/signin', {
      method: 'POST',
      json: { email: account.email, password: account.password },
    }));
    first = await openContext();
    page = await first.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('saves steps 1-3 without Next; after a reload everything is there and only filled steps are ticked', async () => {
    await page.goto(`${product.url}/profile`);
    await page.getByText('Creating New Portfolio').waitFor();
    await page.getByLabel('Bio').fill('I build **calm** software.');
    await page.getByText('Saving…').waitFor();
    await saved(page);
    await expectNoAxeViolations(page, `step 1 saved on a ${device}`);

    await openStep(page, 2, 'Documents');
    await uploadProfilePicture(page, picture);
    await saved(page);

    await openStep(page, 3, 'Education');
    await addEducationAndSkill(page, { degree: 'BSc Mathematics', institution: 'University of London', skill: 'TypeScript' });
    await saved(page);

    await page.reload();
    await page.getByText('Step 3 of 7: Education').waitFor();
    await page.getByText('University of London').first().waitFor();
    await page.getByRole('button', { name: 'Remove TypeScript' }).waitFor();
    // Nothing waited for a save, so nothing was restored from this browser's copy.
    expect(await page.getByText('Restored your unsaved changes').count()).toBe(0);
    if (device === 'desktop') {
      const progress = page.getByRole('navigation', { name: 'Wizard progress' });
      const steps = await progress.getByRole('button').allTextContents();
      expect(steps).toEqual(['✓User Details, completed', '✓Documents, completed', '4Projects', '5Experience', '6Social Links', '7Preview']);
    } else {
      await page.getByText('3 of 7', { exact: true }).waitFor();
    }
    await expectNoAxeViolations(page, `the wizard after a reload on a ${device}`);

    await openStep(page, 1, 'User Details');
    expect(await page.getByLabel('Bio').inputValue()).toBe('I build **calm** software.');
  });

  it('tells the second of two tabs that the bio changed elsewhere, and loads the newer copy', async () => {
    const second = await (await openContext()).newPage();
    await openStep(second, 1, 'User Details');
    await openStep(page, 1, 'User Details');

    await page.getByLabel('Bio').fill('Written in the first tab.');
    await saved(page);

    await second.getByLabel('Bio').fill('Written in the second tab.');
    const notice = second.getByRole('alert').filter({ hasText: 'changed in another tab or on another device' });
    await notice.waitFor();
    await second.getByText('Not saved: changed somewhere else').waitFor();
    await expectNoAxeViolations(second, `the stale-copy notice on a ${device}`);

    await notice.getByRole('button', { name: 'Load the newer copy' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => second.getByLabel('Bio').inputValue()).toBe('Written in the first tab.');

    // The first tab's text is what the server holds: nothing was silently overwritten.
    const [stored] = await api<Array<{ bio: string }>>(product, '/user-portfolio', { token });
    expect(stored?.bio).toBe('Written in the first tab.');
    await second.context().close();
  });
});
