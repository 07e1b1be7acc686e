import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { productNodeArgs } from '../../../scripts/product-node-args.mjs';

const hostDir = fileURLToPath(new URL('..', import.meta.url));

export interface Product {
  url: string;
  port: number;
  dataDir: string;
  /** http://{sub}.showfolio.localhost:{port}/ */
  portfolioUrl(subdomain: string): string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built product as `npm start` does (src/start.mjs), on a free port and a fresh
 * DATA_DIR; `env` adds or overrides variables (e.g. DNS_SERVERS).
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  if (!existsSync(join(hostDir, 'dist/client/index.html')) || !existsSync(join(hostDir, 'dist/server/index.js'))) {
    throw new Error('The product is not built: run `pnpm -r build` first (the root `npm test` does).');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-e2e-'));
  const url = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...productNodeArgs(), 'src/start.mjs'], {
    cwd: hostDir,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      PUBLIC_DOMAIN: 'showfolio.localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the product did not start in 90 s:\n${log}`)), 90_000);
    const check = () => {
      if (log.includes('Showfolio is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the product exited with ${code}:\n${log}`));
    });
  });
  return {
    url,
    port,
    dataDir,
    portfolioUrl: (subdomain) => `http://${subdomain}.showfolio.localhost:${port}/`,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { launchChromium } from '../../../scripts/browser.mjs';

/**
 * The wizard's live preview frame. It holds the published page's own document, with its own main
 * and banner landmarks; axe counts landmarks across frames, so the page and the portfolio inside
 * are checked apart (each must pass on its own).
 */
export const livePreviewFrame = 'iframe[title^="Your portfolio with the"]';

async function axeViolations(page: Page, scope: { include?: string; exclude?: string }): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
}

/** Runs axe on the page as it is now; fails with each violation's rule, impact and targets. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Colours measured mid-transition (a dialog fading in) are not the ones users read.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const summary = await axeViolations(page, { exclude: livePreviewFrame });
  if ((await page.locator(livePreviewFrame).count()) > 0)
    summary.push(...(await axeViolations(page, { include: livePreviewFrame })));
  if (summary.length) throw new Error(`axe found violations on ${label} (${page.url()}):\n  ${summary.join('\n  ')}`);
}

/** Calls the product's API as a script would; throws with the status and body on anything but 2xx. */
export async function api<T>(product: Product, path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
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

/** The newest e-mail in DATA_DIR/outbox that mentions `to`, as raw text. */
export async function latestMailTo(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  const files = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort() : [];
  for (const file of files.reverse()) {
    const text = await readFile(join(dir, file), 'utf8');
    if (text.includes(to)) return text;
  }
  throw new Error(`no e-mail to ${to} in ${dir}`);
}

/**
 * The newest verification link (a full URL) mailed to `to`, from DATA_DIR/outbox; waits for
 * sign-up's background send.
 */
export async function verificationLinkTo(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort() : [];
    for (const file of files.reverse()) {
      const text = (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const link = text.includes(to) ? /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail to ${to} in ${dir}`);
}

/**
 * Opens the verification link mailed to `email` over the API, as publishing needs. A link of an
 * earlier account with the same address answers 400: then it waits for the newer mail.
 */
export async function verifyEmailOf(product: Product, email: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const token = new URL(await verificationLinkTo(product.dataDir, email)).searchParams.get('token');
    const response = await fetch(`${product.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`could not verify ${email}`);
}

/** The sign-up fields of an account (as `newAccount` in test/support.ts makes them). */
export interface AccountFields {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/**
 * An account as a person who has published has it: signed up, e-mail verified (publishing needs
 * it), a portfolio with `bio` (and the account's address as its contact e-mail with
 * `contactEmail`) saved and deployed at `subdomain` with the Minimal template. Returns a session
 * token; `signOut` ends that session, for tests whose browsers are to be the only ones signed in.
 */
export async function publishedAccount(
  product: Product,
  account: AccountFields & Record<string, unknown>,
  options: { subdomain: string; bio: string; contactEmail?: boolean; signOut?: boolean },
): Promise<string> {
  const { subdomain, bio, contactEmail = false, signOut = false } = options;
  await api(product, '/auth/signup', { method: 'POST', json: account });
  await verifyEmailOf(product, account.email);
  const { access_token: token } = await api<{ access_token: string }>(product, '/auth/signin', {
    method: 'POST',
    json: { email: account.email, password: account.password },
  });
  const { firstName, lastName, username, email } = account;
  await api(product, '/user-portfolio', {
    method: 'POST',
    token,
    json: { userDetails: { firstName, lastName, username, ...(contactEmail ? { email } : {}) }, bio },
  });
  await api(product, '/templates/deploy', {
    method: 'POST',
    token,
    json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
  });
  if (signOut) await api(product, '/auth/signout', { method: 'POST', token, json: { token } });
  return token;
}

/** Wizard step 2: uploads a profile picture and waits until the upload is done. */
export async function uploadProfilePicture(page: Page, file: string): Promise<void> {
  // The previous step's save settles after this step shows; a picture chosen before then is dropped.
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/Choose a (new )?picture/).setInputFiles(file);
  await page.getByRole('img', { name: 'Preview of the selected profile picture' }).waitFor();
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await page
    .getByRole('progressbar', { name: 'Uploading profile picture' })
    .and(page.locator('[aria-valuenow="100"]'))
    .waitFor();
}

/** Wizard step 3: one education entry and one technical skill. */
export async function addEducationAndSkill(
  page: Page,
  { degree, institution, skill }: { degree: string; institution: string; skill: string },
): Promise<void> {
  const education = page.getByRole('region', { name: 'Education' });
  await education.getByLabel(/^Degree/).fill(degree);
  await education.getByLabel(/^Institution/).fill(institution);
  await education.getByRole('button', { name: 'Add education' }).click();
  await page.getByText(institution).first().waitFor();
  const tech = page.getByRole('combobox', { name: /Technical skills/ });
  await tech.fill(skill);
  await tech.press('Enter');
  await page.getByRole('button', { name: `Remove ${skill}` }).waitFor();
  await tech.press('Escape');
}

/** Wizard step 4: one project. */
export async function addProject(page: Page, name: string, description: string): Promise<void> {
  await page.getByLabel(/^Project name/).fill(name);
  await page.getByLabel(/^Description/).first().fill(description);
  await page.getByRole('button', { name: 'Add project' }).click();
  await page.getByText(name).first().waitFor();
}

/** Wizard step 5: one job. */
export async function addExperience(page: Page, company: string, role: string): Promise<void> {
  await page.getByLabel(/^Company Name/).fill(company);
  await page.getByLabel(/^Your Role/).fill(role);
  await page.getByRole('button', { name: 'Add experience' }).click();
  await page.getByText(company).first().waitFor();
}
