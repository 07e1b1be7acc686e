import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { loadConfig } from '@showfolio/server';
import { documentCss, renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller, deployedPortfolio, nodeBindings, signedInAccount } from './support';
import sharp from 'sharp';

const APP = 'http://localhost:3000';
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const hostile = '</script><script>alert(1)</script>';

describe('the host process (server composition)', () => {
  let dataDir: string;
  let host: ShowfolioHost;
  let app: ReturnType<typeof caller>;
  const on = (origin: string) =>
    caller((request, bindings) => host.fetch(request, bindings), origin);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-test-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(join(clientDir, 'assets'), { recursive: true });
    await writeFile(
      join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build's compression plugin writes beside every text asset.
    await writeFile(join(clientDir, 'assets', 'app-def456.js'), bigScript);
    await writeFile(join(clientDir, 'assets', 'app-def456.js.br'), brotliCompressSync(bigScript));
    await writeFile(join(clientDir, 'assets', 'app-def456.js.gz'), gzipSync(bigScript));
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_URL: APP,
      PUBLIC_DOMAIN: 'showfolio.localhost',
      LOG_LEVEL: 'silent',
    });
    host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath });
    app = on(APP);
  }, 120_000);

  afterAll(async () => {
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe("the live preview's template stylesheets", () => {
    it('serves /templates/css/{id}.css: the very CSS a public page inlines after documentCss', async () => {
      const response = await app('/templates/css/minimal-portfolio-v1.css');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/css/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const rendered = await renderPortfolio('minimal-portfolio-v1', samplePortfolio);
      if (!rendered.ok) throw new Error('minimal-portfolio-v1 did not render');
      expect(documentCss + (await response.text())).toBe(rendered.css);
    });

    it('answers 404 for an unknown template or any other file name', async () => {
      for (const path of [
        '/templates/css/no-such-template.css',
        '/templates/css/minimal-portfolio-v1',
        '/templates/css/minimal-portfolio-v1.css.map',
        '/templates/css/..%2F..%2Fpackage.json',
      ]) {
        expect((await app(path)).status, path).toBe(404);
      }
    });
  });

  describe('public portfolio pages', () => {
    let token: string;
    let portfolioId: string;
    beforeAll(async () => {
      ({ token, portfolioId } = await deployedPortfolio(app, { dataDir: dataDir,
        subdomain: 'ada-lovelace',
        bio: 'I write programs for engines that do not exist yet.',
      }));
    }, 60_000);

    it('serves the full portfolio with its SEO head at /portfolio/{sub}', async () => {
      const response = await app('/portfolio/ada-lovelace');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(html).toContain('<title>AL | Ada Lovelace (@');
      expect(html).toContain(
        '<meta name="description" content="I write programs for engines that do not exist yet.">',
      );
      expect(html).toMatch(
        /<meta name="keywords" content="Ada Lovelace, portfolio, developer, professional">/,
      );
      expect(html).toContain('<meta name="author" content="Ada Lovelace">');
      expect(html).toContain('<meta name="robots" content="index, follow">');
      expect(html).toContain(
        '<meta property="og:url" content="http://ada-lovelace.showfolio.localhost:3000/">',
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain(
        '<meta property="og:image" content="http://ada-lovelace.showfolio.localhost:3000/og.png">',
      );
      expect(html).toContain(
        '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
      );
      expect(html).toContain(
        '<link rel="canonical" href="http://ada-lovelace.showfolio.localhost:3000/">',
      );
      expect(html).toMatch(
        /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Person","name":"Ada Lovelace"/,
      );
      expect(html).toMatch(/<style>:root\{--sf-rem:1rem\}html,body\{margin:0;padding:0\}[\s\S]+<\/style>/);
      expect(html).toContain('I write programs for engines that do not exist yet.');
    });

    it('gives search engines and link cards the words of a Markdown bio, and visitors its formatting', async () => {
      await deployedPortfolio(app, { dataDir: dataDir,
        subdomain: 'ada-formatted',
        bio: 'Writes **programs** for [engines](https://example.com/engine).\n\n- notes\n- tables',
      });
      const html = await (await app('/portfolio/ada-formatted')).text();
      const words = 'Writes programs for engines. notes tables';
      expect(html).toContain(`<meta name="description" content="${words}">`);
      expect(html).toContain(`<meta property="og:description" content="${words}">`);
      expect(html).toContain(`"description":"${words}"`);
      expect(html).not.toMatch(/content="[^"]*\*\*/);
      expect(html).toContain('<strong>programs</strong>');
      expect(html).toMatch(/<li[^>]*>notes<\/li>/);
    });

    it('answers the same page in host-based mode at http://{sub}.{PUBLIC_DOMAIN}:{port}/', async () => {
      const viaPath = await (await app('/portfolio/ada-lovelace')).text();
      const response = await on('http://ada-lovelace.showfolio.localhost:3000')('/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toMatch(
        /^default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:\/\/localhost:3000;/,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(viaPath);
      const head = await on('http://ada-lovelace.showfolio.localhost:3000')('/', {
        method: 'HEAD',
      });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    });

    it('answers the not-found page on the host of a site its owner unpublished, and the page again once re-published', async () => {
      const { token: ownerToken } = await deployedPortfolio(app, { dataDir: dataDir, subdomain: 'gone-offline', bio: 'Back soon.' });
      const site = on('http://gone-offline.showfolio.localhost:3000');
      expect((await site('/')).status).toBe(200);
      expect((await app('/api/templates/unpublish', { method: 'POST', token: ownerToken })).status).toBe(200);
      const offline = await site('/');
      expect(offline.status).toBe(404);
      expect(await offline.text()).toContain('404 - Portfolio Not Found');
      expect((await app('/portfolio/gone-offline')).status).toBe(404);
      const republished = await app('/api/templates/deploy', {
        method: 'POST',
        token: ownerToken,
        json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'gone-offline' },
      });
      expect(republished.status).toBe(201);
      const back = await site('/');
      expect(back.status).toBe(200);
      expect(await back.text()).toContain('Back soon.');
    });

    it('is a small website of its own: robots.txt, sitemap.xml and an initials favicon', async () => {
      const site = on('http://ada-lovelace.showfolio.localhost:3000');
      const robots = await site('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await robots.text()).toBe(
        'User-agent: *\nAllow: /\n\nSitemap: http://ada-lovelace.showfolio.localhost:3000/sitemap.xml\n',
      );
      const sitemap = await site('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await sitemap.text()).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"><url><loc>http:\/\/ada-lovelace.showfolio.localhost:3000\/<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url><\/urlset>\n$/,
      );
      const html = await (await site('/')).text();
      const icon =
        /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)">/.exec(html);
      expect(decodeURIComponent(icon?.[1] ?? '')).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*>AL<\/text><\/svg>$/,
      );
      const nobody = on('http://nobody-here.showfolio.localhost:3000');
      expect((await nobody('/robots.txt')).status).toBe(404);
      expect((await nobody('/sitemap.xml')).status).toBe(404);
    });

    it('sends an ETag and answers If-None-Match with 304, then a new page after the bio changes', async () => {
      const first = await app('/portfolio/ada-lovelace');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const again = await app('/portfolio/ada-lovelace', { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');

      const patched = await app(`/api/user-portfolio/${portfolioId}`, {
        method: 'PATCH',
        token,
        json: { bio: 'Now also composing music.' },
      });
      expect(patched.status).toBeLessThan(400);
      const changed = await app('/portfolio/ada-lovelace', { headers: { 'If-None-Match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(await changed.text()).toContain('Now also composing music.');
    });

    it('sends the published page in brotli or gzip from its cache, identical to the plain page', async () => {
      const site = on('http://ada-lovelace.showfolio.localhost:3000');
      const plain = await (await site('/')).text();
      const br = await site('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      expect(brotliDecompressSync(await bytesOf(br)).toString()).toBe(plain);
      const gz = await app('/portfolio/ada-lovelace', { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(gz)).toString()).toBe(plain);
      const again = await site('/', {
        headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    });

    it('draws a 1200×630 social image with the uploaded photo, cached by ETag', async () => {
      const site = on('http://ada-lovelace.showfolio.localhost:3000');
      const initialsOnly = await site('/og.png');
      expect(initialsOnly.status).toBe(200);
      expect(initialsOnly.headers.get('content-type')).toBe('image/png');
      expect(await sharp(await bytesOf(initialsOnly)).metadata()).toMatchObject({
        format: 'png',
        width: 1200,
        height: 630,
      });

      // A pure red picture, uploaded and set as the profile picture.
      const red = await sharp({
        create: { width: 600, height: 600, channels: 3, background: '#ff0000' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(red)], { type: 'image/png' }), 'red.png');
      const upload = await host.fetch(
        new Request(`${APP}/api/user-portfolio/upload-profile-picture`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
        nodeBindings(),
      );
      expect(upload.status).toBe(201);
      const { url } = (await upload.json()) as { url: string };
      expect(
        (
          await app(`/api/user-portfolio/${portfolioId}`, {
            method: 'PATCH',
            token,
            json: { profilePictureUrl: url },
          })
        ).status,
      ).toBe(200);

      const withPhoto = await site('/og.png');
      expect(withPhoto.headers.get('etag')).not.toBe(initialsOnly.headers.get('etag'));
      // The photo sits in the right-hand circle: its centre is the picture's red.
      const { data, info } = await sharp(await bytesOf(withPhoto))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) =>
        Array.from(
          data.subarray(
            (y * info.width + x) * info.channels,
            (y * info.width + x) * info.channels + 3,
          ),
        );
      const [r, g, b] = at(980, 307);
      expect(r).toBeGreaterThan(240);
      expect(g! + b!).toBeLessThan(20);
      const again = await site('/og.png', {
        headers: { 'if-none-match': withPhoto.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      expect((await on('http://nobody-here.showfolio.localhost:3000')('/og.png')).status).toBe(404);
    });

    it('keeps hostile portfolio content inert', async () => {
      await deployedPortfolio(app, { dataDir: dataDir,
        subdomain: 'mallory',
        bio: `Hi ${hostile}`,
        firstName: '<img src=x onerror=alert(2)>',
      });
      const html = await (await on('http://mallory.showfolio.localhost:3000')('/')).text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<img src=x');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    });
  });

  describe('not-found states', () => {
    it('renders "404 - Portfolio Not Found" with the message, host and hints, status 404', async () => {
      const response = await on('http://nobody-here.showfolio.localhost:3000')('/');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>Portfolio Not Found - Showfolio</title>');
      expect(html).toContain('<h1>404 - Portfolio Not Found</h1>');
      expect(html).toContain('<p>Portfolio not found</p>');
      expect(html).toContain('<code>nobody-here.showfolio.localhost:3000</code>');
      for (const hint of [
        'The portfolio has been moved or deleted',
        'The owner has made it private',
        'The address uses a different subdomain',
      ]) {
        expect(html).toContain(`<li>${hint}</li>`);
      }
    });

    // issue 34: no dead end — the product's name links home, and a free name is offered.
    it('brands the 404 with a way home and offers an unknown, well-formed name to whoever signs up', async () => {
      const html = await (await on('http://nobody-here.showfolio.localhost:3000')('/')).text();
      expect(html).toContain('<header class="brand"><a href="http://localhost:3000/">Show<span>folio</span></a></header>');
      expect(html).toContain('<a href="http://localhost:3000/signup?username=nobody-here" class="primary">This name is free — claim it</a>');
      expect(html).toContain('<a href="http://localhost:3000/">Go to Showfolio</a>');
    });

    it('offers no reserved name, but still the way home', async () => {
      const response = await on('http://mail.showfolio.localhost:3000')('/');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('This name is free');
      expect(html).toContain('<a href="http://localhost:3000/">Go to Showfolio</a>');
    });

    it('answers /portfolio/ without a subdomain with "Invalid subdomain"', async () => {
      const response = await app('/portfolio/');
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<p>Invalid subdomain</p>');
    });

    it('escapes the looked-up path on a portfolio host', async () => {
      const response = await on('http://nobody-here.showfolio.localhost:3000')('/%3Cscript%3Ex');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<script>');
    });
  });

  describe('compression', () => {
    it("serves the build's brotli or gzip twin of an asset by Accept-Encoding, with Vary", async () => {
      const br = await app('/assets/app-def456.js', {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(brotliDecompressSync(await bytesOf(br)).toString()).toBe(bigScript);
      const gz = await app('/assets/app-def456.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(gz)).toString()).toBe(bigScript);
      const plain = await app('/assets/app-def456.js', {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(bigScript);
      const noTwin = await app('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } });
      expect(noTwin.headers.get('content-encoding')).toBeNull();
      expect(await noTwin.text()).toBe('console.log(1)');
    });

    it('compresses JSON and the SPA page above 1 KB on the fly, and leaves small answers alone', async () => {
      const templates = await app('/api/templates', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(templates.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(gunzipSync(await bytesOf(templates)).toString())).toBeInstanceOf(Array);
      const health = await app('/api/health', { headers: { 'accept-encoding': 'gzip' } });
      expect(health.headers.get('content-encoding')).toBeNull();
      expect(await health.json()).toEqual({ status: 'ok' });
    });
  });

  describe('host-based mode routing', () => {
    it('serves nothing but the page, media and the health check on a portfolio host', async () => {
      const portfolioHost = on('http://someone.showfolio.localhost:3000');
      for (const path of [
        '/signin',
        '/dashboard',
        '/api/templates',
        '/api/auth/profile',
        '/assets/index-abc123.js',
        '/portfolio/someone',
      ]) {
        expect((await portfolioHost(path)).status, path).toBe(404);
      }
      expect((await portfolioHost('/api/auth/signin', { method: 'POST', json: {} })).status).toBe(
        404,
      );
      expect((await portfolioHost('/', { method: 'POST' })).status).toBe(404);
      expect((await portfolioHost('/api/health')).status).toBe(200);
    });

    it('treats a reserved first label, a two-label host and the app host as the app', async () => {
      for (const origin of [
        'http://www.showfolio.localhost:3000',
        'http://api.showfolio.localhost:3000',
        'http://showfolio.localhost:3000',
        APP,
      ]) {
        const response = await on(origin)('/signin');
        expect(response.status, origin).toBe(200);
        expect(await response.text()).toContain('<div id="root"></div>');
      }
    });
  });

  describe('preview pages', () => {
    it('says "Missing template identifier or token" without a token', async () => {
      const response = await app('/preview/minimal-portfolio-v1');
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<h1>Preview Not Available</h1>');
      expect(html).toContain('<p>Missing template identifier or token</p>');
    });

    it('refuses a bad token with the message and the three reasons', async () => {
      const response = await app('/preview/minimal-portfolio-v1?token=nope');
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('<h1>Preview Not Available</h1>');
      expect(html).toContain('<p>Invalid preview token</p>');
      expect(html).toContain('<li>The preview token is invalid</li>');
      // issue 34: branded, with the way to a new link and home.
      expect(html).toContain('<header class="brand"><a href="/">Show<span>folio</span></a></header>');
      expect(html).toContain('<a href="/templates" class="primary">Make a new preview link</a>');
      expect(html).toContain('<a href="/">Go to Showfolio</a>');
    });

    const previewLink = async (token: string) => {
      const created = await app('/api/templates/preview/minimal-portfolio-v1', {
        method: 'POST',
        token,
      });
      const { previewUrl } = (await created.json()) as { previewUrl: string };
      const url = new URL(previewUrl);
      return url.pathname + url.search;
    };

    it("renders the template with the link owner's own portfolio, without the sample note", async () => {
      const { token } = await deployedPortfolio(app, { dataDir: dataDir,
        subdomain: 'preview-owner',
        firstName: 'Grace',
        bio: 'Previewing my own portfolio.',
      });
      const response = await app(await previewLink(token));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('Grace Lovelace');
      expect(html).toContain('Previewing my own portfolio.');
      expect(html).not.toContain('Ada Rivera');
      expect(html).not.toContain('Sample data');
      // The preview shows what the public page would: never the mobile number.
      expect(html).not.toContain('7700900123');
    });

    it('renders the sample portfolio with a note when the owner has not saved a portfolio', async () => {
      const { token } = await signedInAccount(app, dataDir);
      const response = await app(await previewLink(token));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Ada Rivera');
      expect(html).toContain(
        '<aside class="showfolio-sample-note" aria-label="Preview notice"><p role="note">Sample data — fill the Profile Wizard to see your own</p></aside>',
      );
    });

    it("refuses a link whose token was altered to name someone else's portfolio", async () => {
      const { token } = await signedInAccount(app, dataDir);
      const link = await previewLink(token);
      const [header, payload, signature] = new URL(link, APP).searchParams.get('token')!.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { uid: string };
      const altered = Buffer.from(
        JSON.stringify({ ...claims, uid: '00000000-0000-4000-8000-000000000000' }),
      ).toString('base64url');
      const response = await app(
        `/preview/minimal-portfolio-v1?token=${header}.${altered}.${signature}`,
      );
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('<h1>Preview Not Available</h1>');
      expect(html).toContain('<p>Invalid preview token</p>');
      expect(html).not.toContain('Ada Rivera');
    });
  });

  describe('the SPA', () => {
    it('serves hashed assets with a year of immutable caching', async () => {
      const response = await app('/assets/index-abc123.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect((await app('/assets/missing.js')).status).toBe(404);
      expect((await app('/assets/..%2f..%2findex.html')).status).toBe(404);
    });

    it('falls back to index.html with the client config and no-cache for client routes', async () => {
      const response = await app('/dashboard');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(
        '<script type="application/json" id="showfolio-config">{"publicDomain":"showfolio.localhost","googleClientId":null,"appUrl":"http://localhost:3000","portfolioPdfFile":"resume.pdf"}</script>',
      );
    });

    it('answers an unknown path with the SPA (its 404 page) and status 404', async () => {
      const response = await app('/no-such-page');
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root"></div>');
    });
  });
});
