import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller, deployedPortfolio } from './support';

const APP = 'http://localhost:3000';

describe('what the host publishes', () => {
  let dataDir: string;
  let host: ShowfolioHost;
  const on = (origin: string) => caller((request, bindings) => host.fetch(request, bindings), origin);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-published-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body><div id="root"></div></body></html>');
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: APP, PUBLIC_DOMAIN: 'showfolio.localhost', LOG_LEVEL: 'silent' });
    host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath });
  }, 120_000);

  afterAll(async () => {
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves the sign-in e-mail off a portfolio page that has no contact e-mail', async () => {
    const app = on(APP);
    const { token, account } = await deployedPortfolio(app, { dataDir: dataDir, subdomain: 'quiet-ada', bio: 'Only my work speaks.' });
    await app('/api/user-portfolio', { method: 'POST', token, json: { userDetails: { email: '' } } });
    const page = await on('http://quiet-ada.showfolio.localhost:3000')('/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Only my work speaks.');
    expect(html).not.toContain(account.email);
  });

  it('leaves a contact e-mail its owner hid off the page, its JSON-LD and the public JSON (issue 31)', async () => {
    const app = on(APP);
    const { token } = await deployedPortfolio(app, { dataDir: dataDir, subdomain: 'private-ada', bio: 'Mail me, or not.' });
    await app('/api/user-portfolio', { method: 'POST', token, json: { userDetails: { email: 'hello@ada.example' } } });
    const portfolioHost = on('http://private-ada.showfolio.localhost:3000');
    expect(await (await portfolioHost('/')).text()).toContain('hello@ada.example');
    const hidden = await app('/api/portfolio-sections', { method: 'PATCH', token, json: { showEmail: false } });
    expect(hidden.status).toBe(200);
    const page = await portfolioHost('/');
    const html = await page.text();
    expect(html).toContain('Mail me, or not.');
    expect(html).toContain('application/ld+json');
    expect(html).not.toContain('hello@ada.example');
    expect(await (await app('/api/templates/portfolio/private-ada')).text()).not.toContain('hello@ada.example');
  });

  it('keeps serving a portfolio deployed to a name before it was reserved, but not the product hosts', async () => {
    const app = on(APP);
    const { token } = await deployedPortfolio(app, { dataDir: dataDir, subdomain: 'early-bird', bio: 'Here since the start.' });
    const { id: userId } = (await (await app('/api/auth/profile', { token })).json()) as { id: string };
    // As if "blog" had been deployed while it was still free.
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    await host.server.db.execute(`update deployments set subdomain = 'blog' where user_id = '${userId}' and is_active`);
    const page = await on('http://blog.showfolio.localhost:3000')('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Here since the start.');
    // The product's own host names never resolve to a portfolio.
    expect(await (await on('http://www.showfolio.localhost:3000')('/')).text()).toContain('<div id="root"></div>');
  });
});
