import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { CustomDomain } from '@showfolio/portfolio-schema';
import { loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { startDnsZone, type DnsZone } from '../../../packages/server/test/support/dns-zone';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller, deployedPortfolio } from './support';

const APP = 'http://localhost:3000';
const drivers = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

/** A database of its own on the PostgreSQL server of TEST_DATABASE_URL. */
async function postgresDatabase() {
  const name = `showfolio_domains_host_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

describe.each(drivers)('custom domains served by the host (%s)', (driver) => {
  let dataDir: string;
  let host: ShowfolioHost;
  let zone: DnsZone;
  let database: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
  let app: ReturnType<typeof caller>;
  const on = (origin: string) => caller((request, bindings) => host.fetch(request, bindings), origin);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-domains-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body></body></html>');
    zone = await startDnsZone();
    database = driver === 'PostgreSQL' ? await postgresDatabase() : undefined;
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_URL: APP,
      PUBLIC_DOMAIN: 'showfolio.localhost',
      LOG_LEVEL: 'silent',
      DNS_SERVERS: zone.server,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath });
    app = on(APP);
  }, 120_000);

  afterAll(async () => {
    await host?.server.close();
    await zone?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('add → pending → verified → routing → served by Host like the subdomain → 301 from the subdomain → records gone → not served', async () => {
    const { token } = await deployedPortfolio(app, { dataDir: dataDir, subdomain: 'ada-custom', bio: 'Poetical science.' });
    const subdomainSite = on('http://ada-custom.showfolio.localhost:3000');
    const customSite = on('http://ada.test:3000');
    const before = await subdomainSite('/');
    expect(before.status).toBe(200);

    // Not connected yet: the custom host is just an unknown host (the app, as before).
    expect(await (await customSite('/')).text()).not.toContain('Poetical science.');

    const added = await app('/api/domains', { method: 'POST', token, json: { domain: 'ADA.test' } });
    expect(added.status).toBe(201);
    const domain = (await added.json()) as CustomDomain;
    expect(domain.status).toBe('pending');
    const check = async () => (await (await app(`/api/domains/${domain.id}/check`, { method: 'POST', token })).json()) as CustomDomain;
    expect((await check()).status).toBe('pending');
    expect(await (await customSite('/')).text()).not.toContain('Poetical science.');

    zone.set('_showfolio-challenge.ada.test', [{ type: 'TXT', value: domain.records[0]!.value }]);
    expect((await check()).status).toBe('verified');

    // Served for the verified Host, exactly as on the subdomain: same bytes, ETag and caching.
    const served = await customSite('/');
    expect(served.status).toBe(200);
    const subdomainPage = await subdomainSite('/');
    expect(served.headers.get('etag')).toBe(subdomainPage.headers.get('etag'));
    expect(served.headers.get('cache-control')).toBe(subdomainPage.headers.get('cache-control'));
    const html = await served.text();
    expect(html).toBe(await subdomainPage.text());
    expect(html).toContain('Poetical science.');
    // Not routed yet: the subdomain stays the canonical address and does not redirect.
    expect(html).toContain('<link rel="canonical" href="http://ada-custom.showfolio.localhost:3000/">');
    const notModified = await customSite('/', { headers: { 'If-None-Match': served.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    // Matching is exact and case-insensitive.
    expect((await on('http://ADA.Test:3000')('/')).status).toBe(200);
    expect(await (await on('http://ada.test.evil.com:3000')('/')).text()).not.toContain('Poetical science.');
    expect(await (await on('http://www.ada.test:3000')('/')).text()).not.toContain('Poetical science.');
    // The custom host answers only what a portfolio host answers.
    expect((await customSite('/dashboard')).status).toBe(404);
    expect((await customSite('/robots.txt')).status).toBe(200);

    // Routing: the canonical address and og:url move to the custom domain; the subdomain redirects.
    zone.set('ada.test', [{ type: 'CNAME', value: 'ada-custom.showfolio.localhost' }]);
    expect((await check()).status).toBe('routing');
    const routed = await (await customSite('/')).text();
    expect(routed).toContain('<link rel="canonical" href="http://ada.test:3000/">');
    expect(routed).toContain('<meta property="og:url" content="http://ada.test:3000/">');
    expect(await (await customSite('/robots.txt')).text()).toContain('Sitemap: http://ada.test:3000/sitemap.xml');
    const redirect = await subdomainSite('/?ref=card');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('http://ada.test:3000/?ref=card');
    expect((await subdomainSite('/sitemap.xml')).headers.get('location')).toBe('http://ada.test:3000/sitemap.xml');
    // The API's JSON stays where it was.
    expect((await app('/api/templates/portfolio/ada-custom')).status).toBe(200);

    // The records go: needs attention; the domain is no longer served and the subdomain serves again.
    zone.remove('_showfolio-challenge.ada.test');
    zone.remove('ada.test');
    const attention = await check();
    expect(attention.status).toBe('needs_attention');
    expect(await (await customSite('/')).text()).not.toContain('Poetical science.');
    const back = await subdomainSite('/');
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('<link rel="canonical" href="http://ada-custom.showfolio.localhost:3000/">');
  });

  it('a background check that changes a status is seen by the next request', async () => {
    const { token } = await deployedPortfolio(app, { dataDir: dataDir, subdomain: 'bg-custom', bio: 'Checked in the background.' });
    const domain = (await (await app('/api/domains', { method: 'POST', token, json: { domain: 'bg.test' } })).json()) as CustomDomain;
    const site = on('http://bg.test:3000');
    expect(await (await site('/')).text()).not.toContain('Checked in the background.');
    zone.set('_showfolio-challenge.bg.test', [{ type: 'TXT', value: domain.records[0]!.value }]);
    await host.server.domainChecks.runDue(new Date(Date.now() + 5 * 60_000));
    expect(await (await site('/')).text()).toContain('Checked in the background.');
  });
});
