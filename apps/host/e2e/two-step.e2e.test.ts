import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { api, expectNoAxeViolations, latestMailTo, launchChromium, startProduct, verifyEmailOf, type Product } from './harness';

const password = 'Analytical1!';
const stamp = Date.now().toString(36);
const account = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace.${stamp}@example.com`,
  username: `grace-${stamp}`,
  mobileCode: '+1',
  mobileNumber: '2025550123',
  password,
  confirmPassword: password,
  isTermsofServiceAccepted: true,
  isPrivacyPolicyAcceped: true,
};

/** Axe at the desktop and phone widths the issue names, then back to the desktop. */
async function axeAtBothWidths(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width} px`);
  }
}

/** Signing out as a browser that forgets its session (the token cookie): the authenticator (the device) stays. */
async function signOut(context: BrowserContext, page: Page, product: Product) {
  await context.clearCookies();
  await page.goto(`${product.url}/signin`);
}

async function passwordStep(page: Page) {
  // The page is prerendered: the passkey button appears once the app has taken over the form.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('passkeys and two-step sign-in in Chromium', () => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let totp: TOTP;
  let recoveryCodes: string[] = [];
  let cdp: CDPSession;
  let authenticatorId: string;
  let credentials: unknown[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    await api(product, '/auth/signup', { method: 'POST', json: account });
    await verifyEmailOf(product, account.email);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('showfolio-tour-seen', 'true'));
    page = await context.newPage();
    // Chromium's virtual authenticator: a platform authenticator with user verification.
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('adds a passkey in Settings, then the sign-in page signs in with it', async () => {
    await page.goto(`${product.url}/signin`);
    await passwordStep(page);
    await page.waitForURL(`${product.url}/dashboard`);
    await page.goto(`${product.url}/settings`);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByText('No passkeys yet.').waitFor();
    await axeAtBothWidths(page, 'Settings with no passkey');
    await passkeys.getByLabel(/Passkey name/).fill('Laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByRole('list', { name: 'Your passkeys' }).getByText('Laptop').waitFor();
    await axeAtBothWidths(page, 'Settings with a passkey');
    await expect
      .poll(() => latestMailTo(product.dataDir, account.email).catch(() => ''), { timeout: 10_000 })
      .toContain('A passkey was added');

    ({ credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId }));
    expect(credentials).toHaveLength(1);

    // Signed out, the browser offers the passkey in the e-mail field's autofill (conditional
    // mediation) once the person is at the form; Chromium's virtual authenticator picks it at
    // once, as a person would.
    await signOut(context, page, product);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await page.getByLabel('Email').click();
    await page.waitForURL(`${product.url}/dashboard`);

    // "Sign in with a passkey" asks the browser for one. With no presence the autofill request
    // waits, so the button's request is the one answered.
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    await signOut(context, page, product);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('username webauthn');
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${product.url}/dashboard`);
  });

  it('offers "Sign in with a passkey" on the sign-in page', async () => {
    // From here on the browser no longer holds the passkey (the account still has it), so the
    // autofill has nothing to offer and the password flows below are the person's own.
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    await signOut(context, page, product);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await axeAtBothWidths(page, 'sign-in with passkeys');
    await passwordStep(page);
    await page.waitForURL(`${product.url}/dashboard`);
  });

  it('turns on two-step with the keyboard, computing the code from the shown secret', async () => {
    await page.goto(`${product.url}/settings`);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up authenticator app' }).focus();
    await page.keyboard.press('Enter');
    await section.getByRole('img', { name: /QR code/ }).waitFor();
    await axeAtBothWidths(page, 'two-step set-up');
    const secret = (await section.locator('code').textContent())!.trim();
    totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await section.getByRole('textbox', { name: 'Code from the app' }).focus();
    await page.keyboard.type(totp.generate());
    await page.keyboard.press('Enter');
    const list = section.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await axeAtBothWidths(page, 'the recovery codes');
    await section.getByRole('button', { name: 'I have saved them' }).focus();
    await page.keyboard.press('Enter');
    await section.getByText('10 recovery codes left.').waitFor();
    await axeAtBothWidths(page, 'two-step on');
  });

  it('asks for a code after the password; a code from the app signs in', async () => {
    await signOut(context, page, product);
    await passwordStep(page);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await axeAtBothWidths(page, 'the code step');
    // The next time step: the code used to turn it on cannot be used again.
    await page.keyboard.type(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/dashboard`);
  });

  it('signs in with a recovery code once; the same code then no longer works', async () => {
    await signOut(context, page, product);
    await passwordStep(page);
    await page.getByRole('textbox', { name: /Code/ }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${product.url}/dashboard`);

    await signOut(context, page, product);
    await passwordStep(page);
    await page.getByRole('textbox', { name: /Code/ }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('That code is not right');
    await axeAtBothWidths(page, 'a spent recovery code');
    await page.getByRole('textbox', { name: /Code/ }).fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${product.url}/dashboard`);
  });

  it('deletes the account with a fresh proof (its password), and its passkeys and codes go with it', async () => {
    await page.goto(`${product.url}/settings`);
    await page.getByRole('region', { name: 'Delete Account' }).getByRole('button', { name: 'Delete Account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/^Password/).fill(password);
    await dialog.getByLabel(/^Type your username/).fill(account.username);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL(`${product.url}/`);
    // The browser's passkey no longer signs in: the server does not know it any more.
    for (const credential of credentials) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
    await signOut(context, page, product);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await page.getByLabel('Email').click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('not registered');
    expect(page.url()).toBe(`${product.url}/signin`);
  });
});
