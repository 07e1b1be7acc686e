import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { loadConfig, type ServerConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { createPrerenderedPages } from '../src/server/prerenderedPages';
import { createPreviewPages } from '../src/server/previewPages';
import { customDomainHostRoutes } from '../src/server/routes/customDomainHost';
import { edgeRoutes } from '../src/server/routes/edge';
import type { AppHostEnv, HostBindings, NodeBindings, PortfolioHostEnv } from '../src/server/routes/hostEnv';
import { portfolioMediaRoutes } from '../src/server/routes/media';
import { previewRoutes } from '../src/server/routes/preview';
import {
  portfolioPathRoutes,
  portfolioSiteRoutes,
  publicPageHeadersFor,
  renderTimedOutAnswer,
} from '../src/server/routes/publicPortfolio';
import { createShareAssets, ownPictureReader, shareAssetRoutes } from '../src/server/routes/shareAssets';
import { spaRoutes } from '../src/server/routes/spa';
import { caller, deployedPortfolio, nodeBindings } from './support';

const APP = 'http://localhost:3000';

// issue 36 item 1: each of the host's sub-apps built alone, from the dependencies it names, and
// asked through `app.request()`; the database behind them is the real one of a host.
describe("the host's sub-apps, each on its own", () => {
  let dataDir: string;
  let clientDir: string;
  let config: ServerConfig;
  let host: ShowfolioHost;
  let app: ReturnType<typeof caller>;
  const siteOf = (subdomain: string): HostBindings => ({
    node: nodeBindings() as never,
    site: { subdomain, host: `${subdomain}.showfolio.localhost:3000` },
  });
  const appHostBindings: HostBindings = { node: nodeBindings() as never, site: null };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-subapps-'));
    clientDir = join(dataDir, 'client');
    await mkdir(join(clientDir, 'assets'), { recursive: true });
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body><div id="root"></div></body></html>');
    await writeFile(join(clientDir, 'assets', 'app-1.js'), 'console.log(1)');
    config = loadConfig({ DATA_DIR: dataDir, APP_URL: APP, PUBLIC_DOMAIN: 'showfolio.localhost', LOG_LEVEL: 'silent' });
    host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath });
    app = caller((request, bindings) => host.fetch(request, bindings), APP);
    await deployedPortfolio(app, { dataDir, subdomain: 'sub-app-ada', bio: 'Alone on its host.' });
  }, 120_000);

  afterAll(async () => {
    await host?.pdfs.close();
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('media pass-through (portfolio host)', () => {
    const media = () =>
      portfolioMediaRoutes({ appUrl: APP, pages: host.pages, server: host.server.app.fetch });

    it("refuses another account's upload with the host's not-found page, and passes the health check through", async () => {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'resume.pdf');
      const { token } = await deployedPortfolio(app, { dataDir, subdomain: 'sub-app-other', bio: 'Other.' });
      const upload = await host.fetch(
        new Request(`${APP}/api/user-portfolio/upload-resume`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }),
        nodeBindings(),
      );
      expect(upload.status).toBe(201);
      const { url } = (await upload.json()) as { url: string };
      const file = new URL(url).pathname;
      expect((await app('/api/user-portfolio', { method: 'POST', token, json: { resumeUrl: url } })).status).toBe(200);

      const elsewhere = await media().request(file, {}, siteOf('sub-app-ada'));
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.headers.get('cache-control')).toBe('no-store');
      expect(await elsewhere.text()).toContain(file);
      expect((await media().request(file, {}, siteOf('sub-app-other'))).status).toBe(200);
      expect((await media().request('/api/health', {}, siteOf('sub-app-ada'))).status).toBe(200);
      expect((await media().request('/api/health', { method: 'POST' }, siteOf('sub-app-ada'))).status).toBe(404);
    }, 60_000);
  });

  describe('preview pages', () => {
    const preview = () =>
      previewRoutes({
        previews: createPreviewPages({ render: renderPortfolio }),
        verifyPreview: async (id, token) =>
          host.server.api.request(`/templates/verify-preview/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`),
        renderTimedOut: renderTimedOutAnswer(publicPageHeadersFor(config)),
      });

    it('answers the denied page for a bad token, and 400 without one', async () => {
      const denied = await preview().request('/preview/minimal-portfolio-v1?token=nope');
      expect(denied.status).toBe(403);
      expect(denied.headers.get('cache-control')).toBe('private, no-store');
      expect(await denied.text()).toContain('<p>Invalid preview token</p>');
      expect((await preview().request('/preview/minimal-portfolio-v1')).status).toBe(400);
      expect((await preview().request('/preview/')).status).toBe(400);
    });
  });

  describe('public portfolio pages', () => {
    const options = () => ({ config, pages: host.pages, recordView: host.server.recordView });

    it("answers a portfolio host's page, robots.txt and the not-found page of an unknown name", async () => {
      const site = portfolioSiteRoutes(options());
      const page = await site.request('/', {}, siteOf('sub-app-ada'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Alone on its host.');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const robots = await site.request('/robots.txt', {}, siteOf('sub-app-ada'));
      expect(await robots.text()).toContain('Sitemap: http://sub-app-ada.showfolio.localhost:3000/sitemap.xml');
      expect((await site.request('/', {}, siteOf('nobody-here'))).status).toBe(404);
      // Paths compare as sent, as the host always did.
      expect((await site.request('/robots%2Etxt', {}, siteOf('sub-app-ada'))).status).toBe(404);
    });

    it('answers /portfolio/{sub} on the app host, and "Invalid subdomain" for a nested path', async () => {
      const paths = portfolioPathRoutes({
        ...options(),
        portfolioPdf: async () => new Response('the PDF route', { status: 418 }),
      });
      const page = await paths.request('/portfolio/sub-app-ada', {}, appHostBindings);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Alone on its host.');
      expect((await paths.request('/portfolio/sub-app-ada/resume.pdf', {}, appHostBindings)).status).toBe(418);
      const nested = await paths.request('/portfolio/a/b', {}, appHostBindings);
      expect(nested.status).toBe(404);
      expect(await nested.text()).toContain('Invalid subdomain');
      expect((await paths.request('/portfolio', {}, appHostBindings)).status).toBe(404);
    });
  });

  describe('share images and PDFs', () => {
    it('draws the social card of a published portfolio and makes its résumé PDF without a browser', async () => {
      const assets = createShareAssets({
        config,
        pages: host.pages,
        pdfs: host.pdfs,
        server: host.server,
        ownPicture: ownPictureReader(config, async (path) => host.server.media.request(path)),
      });
      const routes = shareAssetRoutes(assets);
      const card = await routes.request('/og.png', {}, siteOf('sub-app-ada'));
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/png');
      const again = await routes.request('/og.png', { headers: { 'If-None-Match': card.headers.get('etag')! } }, siteOf('sub-app-ada'));
      expect(again.status).toBe(304);
      expect((await routes.request('/og.png', {}, siteOf('nobody-here'))).status).toBe(404);
      const pdf = await routes.request('/resume.pdf', {}, siteOf('sub-app-ada'));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    });
  });

  describe('custom-domain host routing', () => {
    it('hands a subdomain to the portfolio host with its site, and the app host and unknown hosts to the app host', async () => {
      const portfolioHost = new Hono<PortfolioHostEnv>().all('*', (c) => c.text(`site ${c.env.site.subdomain} at ${c.env.site.host}`));
      const appHost = new Hono<AppHostEnv>().all('*', (c) => c.text(`app ${String(c.env.site)}`));
      const byHost = customDomainHostRoutes({ config, pages: host.pages, portfolioHost, appHost });
      const ask = async (origin: string) => (await byHost.request(new Request(`${origin}/x`), undefined, undefined)).text();
      expect(await ask('http://sub-app-ada.showfolio.localhost:3000')).toBe('site sub-app-ada at sub-app-ada.showfolio.localhost:3000');
      expect(await ask(APP)).toBe('app null');
      expect(await ask('http://unknown.example')).toBe('app null');
      expect(await ask('http://www.showfolio.localhost:3000')).toBe('app null');
    });
  });

  describe('the edge', () => {
    it('refuses an over-long address with 414 before routing, and gives every answer a request id', async () => {
      let routed = 0;
      const byHost = new Hono<{ Bindings: NodeBindings | undefined }>();
      byHost.all('*', (c) => {
        routed += 1;
        return c.text('routed');
      });
      const edge = edgeRoutes({ config, server: host.server, byHost });
      const tooLong = await edge.request(`/${'a'.repeat(20_000)}`);
      expect(tooLong.status).toBe(414);
      expect(tooLong.headers.get('x-request-id')).toBeTruthy();
      expect(routed).toBe(0);
      const routedAnswer = await edge.request('/', { headers: { 'X-Request-Id': 'req-from-proxy-123' } });
      expect(await routedAnswer.text()).toBe('routed');
      expect(routedAnswer.headers.get('x-request-id')).toBe('req-from-proxy-123');
    });
  });

  describe('the SPA', () => {
    it("serves the build's assets, and index.html with the head it was given for client routes", async () => {
      const spa = spaRoutes({
        clientDir,
        thumbnailsDir,
        templateCssPath,
        head: '<meta name="given-head">',
        prerendered: createPrerenderedPages({ clientDir, origin: APP, head: '', google: false }),
      });
      const asset = await spa.request('/assets/app-1.js');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const signin = await spa.request('/signin');
      expect(signin.status).toBe(200);
      expect(await signin.text()).toContain('<meta name="given-head"></head>');
      expect((await spa.request('/no-such-page')).status).toBe(404);
    });
  });
});
