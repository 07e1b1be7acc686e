import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import { startProduct } from './bench/support.mjs';
const { tokenCookieName } = await import('@showfolio/portfolio-schema');
const product = await startProduct({ env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args] });
try {
  const password = 'Analytical1!';
  const email = 'new.person@example.com';
  const post = async (path, json) => {
    const r = await fetch(`${product.base}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
    if (!r.ok) throw new Error(await r.text());
    return r.json();
  };
  await post('/auth/signup', { firstName: 'Lin', lastName: 'Okafor', email, username: 'lin_okafor', mobileCode: '+44', mobileNumber: '7700900124', password, confirmPassword: password, isTermsofServiceAccepted: true, isPrivacyPolicyAcceped: true });
  const { access_token: token } = await post('/auth/signin', { email, password });
  for (const [width, height] of [[1280, 900], [375, 800]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: tokenCookieName, value: token, url: product.base }]);
    const page = await context.newPage();
    await page.goto(`${product.base}/profile`);
    await page.getByLabel('Bio').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/preview-shots/${width}-empty.png` });
    if (width < 1024) {
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/preview-shots/${width}-preview-empty.png` });
      await page.keyboard.press('Escape');
    }
    await page.getByLabel('Bio').pressSequentially('Service designer who turns tangled public forms into two-minute tasks. Currently at the city council.', { delay: 20 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/preview-shots/${width}-typed.png` });
    if (width < 1024) {
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/preview-shots/${width}-preview-typed.png` });
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/preview-shots/${width}-closed.png` });
    } else {
      await page.getByLabel('Template').selectOption('nexus-portfolio-v1');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/preview-shots/${width}-nexus.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
