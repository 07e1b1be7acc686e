import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import autocannon from 'autocannon';
import { otherAnalyticsValue, type AnalyticsSummary } from '@showfolio/portfolio-schema';
import { loadConfig, type ServerConfig } from '@showfolio/server';
import pg from 'pg';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller, deployedPortfolio } from './support';

const APP = 'http://localhost:3000';
export const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A host with an empty SPA build, on its own DATA_DIR (PGlite) or `databaseUrl`. */
export async function analyticsHost(
  env: Record<string, string> = {},
  overrides: Partial<ServerConfig> = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-analytics-'));
  const clientDir = join(dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body></body></html>');
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: APP,
    PUBLIC_DOMAIN: 'showfolio.localhost',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'analytics-host-test-secret-analytics-host-test',
    ...env,
  }, overrides);
  const host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath });
  return {
    host,
    async close() {
      await host.server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function summaryOf(host: ShowfolioHost, token: string): Promise<AnalyticsSummary> {
  await host.server.flushViews();
  const response = await caller((request, bindings) => host.fetch(request, bindings), APP)(
    '/api/analytics/summary?range=7d',
    { token },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsSummary;
}

describe('the host counts views of public portfolio pages', () => {
  let host: ShowfolioHost;
  let close: () => Promise<void>;
  const on = (origin: string, address?: string) =>
    caller((request, bindings) => host.fetch(request, bindings), origin, address);

  beforeAll(async () => {
    ({ host, close } = await analyticsHost());
  });
  afterAll(() => close?.());

  it('counts a 200 and a 304 in host mode and at /portfolio/{sub}, with referrer, device and ?ref=', async () => {
    const { token } = await deployedPortfolio(on(APP), { dataDir: host.server.config.dataDir, subdomain: 'counted', bio: 'Count me.' });
    const site = on('http://counted.showfolio.localhost:3000', '198.51.100.1');
    const first = await site('/?ref=cv', { headers: { 'User-Agent': firefox, Referer: 'https://www.linkedin.com/feed/' } });
    expect(first.status).toBe(200);
    const again = await site('/', { headers: { 'User-Agent': firefox, 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const viaPath = await on(APP, '203.0.113.5')('/portfolio/counted', { headers: { 'User-Agent': android } });
    expect(viaPath.status).toBe(200);

    const { current } = await summaryOf(host, token);
    expect(current.totals).toEqual({ views: 3, uniques: 2 });
    expect(current.referrers).toEqual([
      { name: 'direct', views: 2 },
      { name: 'linkedin.com', views: 1 },
    ]);
    expect(current.devices).toEqual([
      { name: 'desktop', views: 2 },
      { name: 'mobile', views: 1 },
    ]);
    expect(current.sources).toEqual([{ name: 'cv', views: 1 }]);
  });

  it('does not count HEAD, a 404, a bot, a prefetch, DNT, Sec-GPC, a preview page, or the owner signed in', async () => {
    const { token } = await deployedPortfolio(on(APP), { dataDir: host.server.config.dataDir, subdomain: 'quiet', bio: 'Shh.' });
    const site = on('http://quiet.showfolio.localhost:3000');
    const browser = { 'User-Agent': firefox };
    expect((await site('/', { method: 'HEAD', headers: browser })).status).toBe(200);
    expect((await site('/missing', { headers: browser })).status).toBe(404);
    expect((await site('/', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' } })).status).toBe(200);
    expect((await site('/', { headers: { ...browser, 'Sec-Purpose': 'prefetch' } })).status).toBe(200);
    expect((await site('/', { headers: { ...browser, DNT: '1' } })).status).toBe(200);
    expect((await site('/', { headers: { ...browser, 'Sec-GPC': '1' } })).status).toBe(200);
    expect((await on(APP)('/portfolio/quiet', { headers: { ...browser, Cookie: `user_dashboard_token=${token}` } })).status).toBe(200);
    expect((await on(APP)('/portfolio/quiet', { token, headers: browser })).status).toBe(200);
    const created = await on(APP)('/api/templates/preview/minimal-portfolio-v1', { method: 'POST', token });
    const previewUrl = new URL(((await created.json()) as { previewUrl: string }).previewUrl);
    expect((await on(APP)(previewUrl.pathname + previewUrl.search, { headers: browser })).status).toBe(200);
    expect((await summaryOf(host, token)).hasViews).toBe(false);

    expect((await site('/', { headers: browser })).status).toBe(200);
    expect((await summaryOf(host, token)).current.totals).toEqual({ views: 1, uniques: 1 });
  });

  it('sets no cookie and adds no script on a counted page', async () => {
    await deployedPortfolio(on(APP), { dataDir: host.server.config.dataDir, subdomain: 'no-cookie', bio: 'Plain.' });
    const response = await on('http://no-cookie.showfolio.localhost:3000')('/', { headers: { 'User-Agent': firefox } });
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html.match(/<script/g)).toEqual(['<script']);
    expect(html).toContain('<script type="application/ld+json">');
  });
});

describe('a referrer flood against the real HTTP server', () => {
  let running: Awaited<ReturnType<typeof analyticsHost>>;
  let http: ServerType;
  let port: number;
  beforeAll(async () => {
    running = await analyticsHost();
    http = await new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: running.host.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
    });
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await running?.close();
  });

  // issue 30 item 5: failed before: every distinct Referer host and ?ref= value made a row per day
  // (a 15 s flood made 31,310), until the owner's summary and export ran out of heap.
  it('keeps at most 50 referrers and 50 sources per day (the rest count as "Other", totals exact), and RSS bounded', async () => {
    const { host } = running;
    const { token } = await deployedPortfolio(caller((request, bindings) => host.fetch(request, bindings), APP), {
      dataDir: host.server.config.dataDir,
      subdomain: 'flooded',
      bio: 'Popular.',
    });
    const flood = 6000;
    let sent = 0;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 20,
      amount: flood,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            sent += 1;
            return {
              ...request,
              path: `/portfolio/flooded?ref=campaign-${sent}`,
              headers: { ...request.headers, host: 'localhost:3000', 'user-agent': firefox, referer: `https://site-${sent}.example/` },
            };
          },
        },
      ],
    });
    clearInterval(sampler);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBe(flood);
    await host.server.flushViews();

    const day = new Date().toISOString().slice(0, 10);
    const { rows } = (await host.server.db.execute(
      `SELECT c.dimension, count(*)::int AS rows, sum(c.views)::int AS views FROM analytics_daily_counts c
        JOIN deployments d ON d.user_id = c.user_id AND d.is_active
        WHERE d.subdomain = 'flooded' AND c.day = '${day}' GROUP BY c.dimension`,
    )) as unknown as { rows: Array<{ dimension: string; rows: number; views: number }> };
    const byDimension = Object.fromEntries(rows.map((row) => [row.dimension, row]));
    expect(byDimension.referrer!.rows).toBeLessThanOrEqual(51);
    expect(byDimension.source!.rows).toBeLessThanOrEqual(51);
    // Folded, not lost: every dimension still adds up to the total.
    expect(byDimension.total!.views).toBe(flood);
    expect(byDimension.referrer!.views).toBe(flood);
    expect(byDimension.source!.views).toBe(flood);
    console.log(`referrer flood: ${flood} views, ${rows.reduce((sum, row) => sum + row.rows, 0)} rows, RSS ${Math.round(rssBefore / 2 ** 20)} -> peak ${Math.round(rssPeak / 2 ** 20)} MB`);
    expect(rssPeak - rssBefore).toBeLessThan(150 * 2 ** 20);

    const { current } = await summaryOf(host, token);
    expect(current.totals.views).toBe(flood);
    expect(current.referrers).toHaveLength(10);
    expect(current.referrers[0]).toEqual({ name: otherAnalyticsValue, views: flood - 50 });
    expect(current.sources[0]).toEqual({ name: otherAnalyticsValue, views: flood - 50 });
    const exported = await caller((request, bindings) => host.fetch(request, bindings), APP)('/api/auth/export', { token });
    expect(exported.status).toBe(200);
    expect((await exported.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 120_000);
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('two host processes sharing PostgreSQL', () => {
  const database = `showfolio_analytics_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const hosts: Array<Awaited<ReturnType<typeof analyticsHost>>> = [];
  const servers: ServerType[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${database}`;
    // Small batches: each process writes many times while the other does too. Over real sockets
    // the requests arrive spread out, so writes overlap with serving and with the other process.
    const overrides = { analytics: { enabled: true, flushIntervalMs: 60_000, batchSize: 20 } };
    for (let i = 0; i < 2; i++) {
      const running = await analyticsHost({ DATABASE_URL: url.toString(), TRUST_PROXY: '1' }, overrides);
      hosts.push(running);
      const server = await new Promise<ServerType>((resolve) => {
        const listening = serve({ fetch: running.host.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
      });
      servers.push(server);
      origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await Promise.all(hosts.map((h) => h.close()));
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it('counts 1,000 concurrent views exactly', async () => {
    const [a, b] = hosts.map((h) => h.host) as [ShowfolioHost, ShowfolioHost];
    const { token } = await deployedPortfolio(caller((request, bindings) => a.fetch(request, bindings), APP), {
      dataDir: a.server.config.dataDir,
      subdomain: 'busy',
      bio: 'Popular.',
    });
    const referrers = ['https://news.ycombinator.com/', 'https://www.reddit.com/r/webdev/', 'https://t.co/x', ''];
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const referer = referrers[i % referrers.length]!;
        const response = await fetch(`${origins[i % 2]}/portfolio/busy`, {
          headers: {
            'User-Agent': i % 3 === 0 ? android : firefox,
            // One trusted proxy in front: each request stands for a different visitor.
            'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            ...(referer ? { Referer: referer } : {}),
          },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1000);
    await Promise.all([a.server.flushViews(), b.server.flushViews()]);

    const { current } = await summaryOf(b, token);
    expect(current.totals).toEqual({ views: 1000, uniques: 1000 });
    expect(current.daily.at(-1)).toMatchObject({ views: 1000, uniques: 1000 });
    expect(current.devices).toEqual([
      { name: 'desktop', views: 666 },
      { name: 'mobile', views: 334 },
    ]);
    expect(current.referrers).toEqual([
      { name: 'direct', views: 250 },
      { name: 'news.ycombinator.com', views: 250 },
      { name: 'reddit.com', views: 250 },
      { name: 't.co', views: 250 },
    ]);
  });
});
