// Issue 30, items 3, 6 and 10: bounded rendering, cache keys that name the page's address, and
// uploads served only on their own portfolio's hosts.
import { get, Agent } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@showfolio/server';
import { limits, messages, textLength } from '@showfolio/portfolio-schema';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import type { PublicPortfolio } from '@showfolio/server';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { createHost, startHost, type RunningHost, type ShowfolioHost } from '../src/server';
import { createPublicPages } from '../src/server/publicPages';
import { caller, deployedPortfolio, nodeBindings, signedInAccount } from './support';

const APP = 'http://localhost:3000';
const TEMPLATE = 'minimal-portfolio-v1';

/** Markdown lists of about `length` characters: the heaviest text a description can hold. */
function markdownList(length: number, seed: number) {
  let text = '';
  for (let i = 0; text.length < length; i++) text += `- item ${seed}.${i} with **bold** words\n`;
  return text.slice(0, length);
}

/** The largest portfolio the limit lets an (even unverified) account save: 50 projects of Markdown lists. */
const maxSizeProjects = Array.from({ length: 50 }, (_, i) => ({
  projectName: `Project ${i}`,
  description: markdownList(1900, i),
  techStack: ['TypeScript', 'React'],
}));

async function clientDirIn(dataDir: string) {
  const clientDir = join(dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body><div id="root"></div></body></html>');
  return clientDir;
}

/** A preview link (its path) of the maximum-size portfolio, made by a new account. */
async function maxSizePreview(call: ReturnType<typeof caller>, dataDir: string) {
  const { token } = await signedInAccount(call, dataDir);
  const saved = await call('/api/user-portfolio', { method: 'POST', token, json: { bio: markdownList(2000, 99) } });
  expect(saved.status).toBe(201);
  const projects = await call('/api/projects', { method: 'POST', token, json: { projects: maxSizeProjects } });
  expect(projects.status).toBe(201);
  expect(textLength(maxSizeProjects)).toBeGreaterThan(limits.portfolioText * 0.9);
  const minted = await call(`/api/templates/preview/${TEMPLATE}`, { method: 'POST', token });
  const { previewUrl } = (await minted.json()) as { previewUrl: string };
  return { token, path: new URL(previewUrl).pathname + new URL(previewUrl).search };
}

/** GET over the real port; resolves with the status and the time to the last byte (ms). */
function timedGet(port: number, path: string, agent: Agent) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent, headers: { host: `localhost:${port}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, ms: performance.now() - started }));
    }).on('error', reject);
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

describe('previews of the maximum-size portfolio over a real port (render pool)', () => {
  let dataDir: string;
  let host: RunningHost;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-render-bounds-'));
    host = await startHost({
      env: { DATA_DIR: dataDir, PORT: '0', APP_URL: APP, PUBLIC_DOMAIN: 'showfolio.localhost', LOG_LEVEL: 'silent', ANALYTICS: 'off' },
      hostname: '127.0.0.1',
      clientDir: await clientDirIn(dataDir),
      thumbnailsDir,
      templateCssPath,
    });
  }, 120_000);

  afterAll(async () => {
    await host?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Failed before: each preview rendered on the event loop (about half a second each for this
  // portfolio), so the health check waited behind the four clients: p90 1,187 ms, max 2,374 ms.
  it('answers /api/health in < 50 ms (median) while 4 clients loop over its preview', async () => {
    const call = caller((request, bindings) => host.fetch(request, bindings), APP);
    const { path } = await maxSizePreview(call, dataDir);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const previews: number[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const answer = await timedGet(host.port, path, agent);
        expect(answer.status).toBe(200);
        previews.push(answer.ms);
      }
    };
    const clients = Array.from({ length: 4 }, client);
    const health: number[] = [];
    // Until the clients have had the first (cold) render and a dozen cached answers, at least 40 samples.
    for (let i = 0; i < 40 || (previews.length < 16 && i < 2000); i++) {
      const answer = await timedGet(host.port, '/api/health', agent);
      expect(answer.status).toBe(200);
      health.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    running = false;
    await Promise.all(clients);
    agent.destroy();
    const figures = {
      previews: previews.length,
      'preview p50 ms': Math.round(percentile(previews, 50)),
      'health p50 ms': Math.round(percentile(health, 50)),
      'health p90 ms': Math.round(percentile(health, 90)),
      'health max ms': Math.round(Math.max(...health)),
    };
    console.log('health under 4 preview clients:', figures);
    expect(previews.length).toBeGreaterThanOrEqual(16);
    expect(percentile(health, 50)).toBeLessThan(50);
    // Generous: a shared 2-core machine may pause any process for a while; the old code's
    // health check waited seconds, every time.
    expect(percentile(health, 90)).toBeLessThan(250);
  }, 120_000);
});

describe('a render past its time limit', () => {
  let dataDir: string;
  let host: ShowfolioHost;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-render-timeout-'));
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: APP, PUBLIC_DOMAIN: 'showfolio.localhost', LOG_LEVEL: 'silent', ANALYTICS: 'off' });
    // 5 ms: no worker even starts that fast, so every render that is not cached times out.
    host = await createHost(config, { clientDir: await clientDirIn(dataDir), thumbnailsDir, templateCssPath, renderPool: { timeoutMs: 5 } });
  }, 120_000);

  afterAll(async () => {
    await host?.renders.close();
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Failed before: there was no time limit; the page rendered (200) however long it took.
  it('answers 503 with Retry-After and a clear message, for a preview and a public page', async () => {
    const call = caller((request, bindings) => host.fetch(request, bindings), APP);
    const { path } = await maxSizePreview(call, dataDir);
    const preview = await call(path);
    expect(preview.status).toBe(503);
    expect(preview.headers.get('retry-after')).toBe('30');
    expect(await preview.text()).toContain(messages.renderTimedOut);

    await deployedPortfolio(call, { dataDir, subdomain: 'slow-page', bio: markdownList(2000, 1) });
    const page = await caller((request, bindings) => host.fetch(request, bindings), 'http://slow-page.showfolio.localhost:3000')('/');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(messages.renderTimedOut);
  }, 60_000);
});

describe('render caches (a counted renderer in this thread)', () => {
  let dataDir: string;
  let host: ShowfolioHost;
  let renders = 0;
  const app = () => caller((request, bindings) => host.fetch(request, bindings), APP);
  const on = (sub: string) => caller((request, bindings) => host.fetch(request, bindings), `http://${sub}.showfolio.localhost:3000`);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-render-cache-'));
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: APP, PUBLIC_DOMAIN: 'showfolio.localhost', LOG_LEVEL: 'silent', ANALYTICS: 'off' });
    host = await createHost(config, {
      clientDir: await clientDirIn(dataDir),
      thumbnailsDir,
      templateCssPath,
      renderTemplate: (id, data) => {
        renders += 1;
        return renderPortfolio(id, data);
      },
    });
  }, 120_000);

  afterAll(async () => {
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Failed before: every request rendered the preview again (3 renders, then 6).
  it('renders a preview once per version of its data, however often and however concurrently it is asked', async () => {
    const { token, path } = await maxSizePreview(app(), dataDir);
    renders = 0;
    const first = await Promise.all([app()(path), app()(path), app()(path)]);
    expect(first.map((response) => response.status)).toEqual([200, 200, 200]);
    await app()(path);
    expect(renders).toBe(1);
    const edited = await app()('/api/user-portfolio', { method: 'POST', token, json: { bio: 'A shorter bio now.' } });
    expect(edited.status).toBe(200);
    const after = await app()(path);
    expect(await after.text()).toContain('A shorter bio now.');
    await app()(path);
    expect(renders).toBe(2);
  }, 60_000);

  // Failed before: all five requests after the edit rendered the page (renders went up by 5).
  it('renders a public page once per change even when visitors ask at the same moment', async () => {
    const { token } = await deployedPortfolio(app(), { dataDir, subdomain: 'busy-page', bio: 'Before.' });
    await on('busy-page')('/');
    await app()('/api/user-portfolio', { method: 'POST', token, json: { bio: 'After the edit.' } });
    renders = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => on('busy-page')('/')));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renders).toBe(1);
  }, 60_000);

  // Item 6. Failed before: both pages had the same ETag (their public JSON was equal), so the
  // second one was served from the first one's cache entry: the copy carried the victim's
  // canonical URL, og:url and JSON-LD url (or the other way round), and shared its og.png ETag.
  it('keys pages and social images by their own address: a copied portfolio never shares a cache entry or ETag', async () => {
    const victim = await deployedPortfolio(app(), { dataDir, subdomain: 'the-original', bio: 'Same words.' });
    const copy = await deployedPortfolio(app(), { dataDir, subdomain: 'the-copy', bio: 'Same words.' });
    // The copy takes every public field of the original, the username and contact address too.
    const copied = await app()('/api/user-portfolio', {
      method: 'POST',
      token: copy.token,
      json: { userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: victim.account.username, email: victim.account.email } },
    });
    expect(copied.status).toBe(200);
    const originalJson = await app()('/api/templates/portfolio/the-original');
    const copyJson = await app()('/api/templates/portfolio/the-copy');
    expect(await copyJson.text()).toBe(await originalJson.text());
    expect(copyJson.headers.get('etag')).not.toBe(originalJson.headers.get('etag'));

    const original = await on('the-original')('/');
    const page = await on('the-copy')('/');
    const html = await page.text();
    expect(page.headers.get('etag')).not.toBe(original.headers.get('etag'));
    expect(html).toContain('<link rel="canonical" href="http://the-copy.showfolio.localhost:3000/">');
    expect(html).toContain('content="http://the-copy.showfolio.localhost:3000/"');
    expect(html).not.toContain('the-original');

    const originalCard = await on('the-original')('/og.png');
    const copyCard = await on('the-copy')('/og.png');
    expect(copyCard.status).toBe(200);
    expect(copyCard.headers.get('etag')).not.toBe(originalCard.headers.get('etag'));
  }, 60_000);

  // Item 10. Failed before: /media passed through on every portfolio host, so another account's
  // PDF opened inline under this portfolio's address.
  it("serves on a portfolio's hosts only the files its page shows; every upload stays on the app host", async () => {
    const owner = await deployedPortfolio(app(), { dataDir, subdomain: 'has-resume', bio: 'Mine.' });
    const stranger = await deployedPortfolio(app(), { dataDir, subdomain: 'stranger', bio: 'Theirs.' });
    const form = new FormData();
    const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
    const uploaded = await host.fetch(
      new Request(`${APP}/api/user-portfolio/upload-resume`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form }),
      nodeBindings(),
    );
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const file = new URL(url).pathname;

    // Uploaded but not (yet) on the page: only the app host has it.
    expect((await app()(file)).status).toBe(200);
    expect((await on('has-resume')(file)).status).toBe(404);
    expect((await on('stranger')(file)).status).toBe(404);

    const saved = await app()('/api/user-portfolio', { method: 'POST', token: owner.token, json: { resumeUrl: url } });
    expect(saved.status).toBe(200);
    expect((await on('has-resume')(file)).status).toBe(200);
    expect((await on('stranger')(file)).status).toBe(404);
    expect(stranger.token).toBeTruthy();
  }, 60_000);
});

describe('the public page cache', () => {
  // Item 6, at the cache itself. Failed before: the page was keyed by (portfolio ETag, template
  // version) only, so the second name got the first one's page, canonical URL and all.
  it('never hands one address the page rendered for another, even for equal portfolio ETags', async () => {
    const deployedAt = (subdomain: string) =>
      ({ templateIdentifier: TEMPLATE, subdomain, primaryDomain: null, portfolioData: samplePortfolio, updatedAt: new Date(), etag: '"same-content"' }) as PublicPortfolio;
    const pages = createPublicPages({
      lookup: async (subdomain) => deployedAt(subdomain),
      render: renderPortfolio,
      publicUrl: (sub) => `http://${sub}.showfolio.localhost:3000/`,
      pdfUrl: (_sub, pageUrl) => `${pageUrl}resume.pdf`,
    });
    const first = await pages.page('first-name', 'first-name.showfolio.localhost:3000');
    const second = await pages.page('second-name', 'second-name.showfolio.localhost:3000');
    expect(second.etag).not.toBe(first.etag);
    expect(second.html).toContain('href="http://second-name.showfolio.localhost:3000/"');
    expect(second.html).toContain('http://second-name.showfolio.localhost:3000/resume.pdf');
    expect(second.html).not.toContain('first-name');
  });
});
