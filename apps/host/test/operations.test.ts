import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller, deployedPortfolio } from './support';

const APP = 'http://localhost:3000';
const METRICS_TOKEN = 'host-metrics-token-0123456789';

describe('the host: request ids, readiness and metrics on every answer', () => {
  let dataDir: string;
  let host: ShowfolioHost;
  const on = (origin: string) => caller((request, bindings) => host.fetch(request, bindings), origin);
  const app = (path: string, init?: Parameters<ReturnType<typeof caller>>[1]) => on(APP)(path, init);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-ops-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body></body></html>');
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: APP, LOG_LEVEL: 'silent', METRICS_TOKEN });
    host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath });
  }, 120_000);

  afterAll(async () => {
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("tags pages the host answers itself with the proxy's X-Request-Id, or a new one", async () => {
    await deployedPortfolio(on(APP), { dataDir: dataDir, subdomain: 'opsdemo', bio: 'Operations' });
    const page = await on('http://opsdemo.showfolio.localhost:3000')('/', { headers: { 'X-Request-Id': 'proxy-id-1' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('proxy-id-1');
    const fresh = await app('/portfolio/opsdemo');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const api = await app('/api/health', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /api/ready on the app host and on a portfolio host', async () => {
    expect((await app('/api/ready')).status).toBe(200);
    expect((await on('http://opsdemo.showfolio.localhost:3000')('/api/ready')).status).toBe(200);
  });

  it("counts the public pages' lookup and page cache hits and misses", async () => {
    const first = await app('/portfolio/opsdemo');
    expect(await first.text()).toContain('Operations');
    await app('/portfolio/opsdemo');
    const metrics = await (await app('/metrics', { token: METRICS_TOKEN })).text();
    expect(metrics).toMatch(/showfolio_public_page_cache_total\{cache="lookup",result="hit"\} [1-9]/);
    expect(metrics).toMatch(/showfolio_public_page_cache_total\{cache="page",result="miss"\} [1-9]/);
  });

  it('labels host-answered requests by pattern and API requests by their route, once each', async () => {
    await app('/portfolio/opsdemo');
    await app('/api/templates/verify-preview/minimal-portfolio-v1?token=nothing');
    await on('http://opsdemo.showfolio.localhost:3000')('/');
    const metrics = await (await app('/metrics', { token: METRICS_TOKEN })).text();
    expect(metrics).toMatch(/showfolio_http_requests_total\{method="GET",route="\/portfolio\/:subdomain",status="200"\} \d+/);
    expect(metrics).toMatch(/showfolio_http_requests_total\{method="GET",route="portfolio host \/",status="200"\} \d+/);
    expect(metrics).toMatch(
      /showfolio_http_requests_total\{method="GET",route="\/api\/templates\/verify-preview\/:id",status="\d+"\} 1\n/,
    );
    expect(metrics).not.toContain('opsdemo');
  });
});
