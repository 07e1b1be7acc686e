import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller } from './support';

// The pages `pnpm --filter @showfolio/host build` prerenders (src/app/prerender.tsx), as the built
// host serves them: their content and meta tags in the first HTML, for this server's origin.
const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const APP = 'https://app.example.test';

const pages = [
  [
    '/',
    'Showfolio - Create Your Professional Portfolio',
    'Showcase your work with a portfolio that stands out',
  ],
  ['/contributors', 'Contributors - Showfolio', 'Meet the Team'],
  ['/contact-us', 'Contact Us - Showfolio', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy - Showfolio', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service - Showfolio', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy - Showfolio', 'Cookie Policy'],
  ['/signin', 'Sign In - Showfolio', 'Welcome Back'],
  ['/signup', 'Sign Up - Showfolio', 'Join Our Community'],
  ['/forgot-password', 'Forgot Password - Showfolio', 'Forgot Password?'],
] as const;

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

describe('the prerendered pages of the build', () => {
  const hosts: ShowfolioHost[] = [];
  let dataDir: string;
  const start = async (env: Record<string, string> = {}) => {
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: APP, LOG_LEVEL: 'silent', ...env });
    const host = await createHost(config, {
      clientDir,
      renderTemplate: renderPortfolio,
      thumbnailsDir,
      templateCssPath,
    });
    hosts.push(host);
    return caller((request, bindings) => host.fetch(request, bindings), APP);
  };
  let app: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    if (!existsSync(join(clientDir, 'prerendered', 'index.html')))
      throw new Error('No prerendered pages in dist/client: run `pnpm -r build` first.');
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-prerendered-'));
    app = await start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.server.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(pages)(
    'answers %s with its content, title, description, canonical and Open Graph tags',
    async (path, title, heading) => {
      const response = await app(path, { headers: { 'accept-encoding': 'identity' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace('?', '\\?')}</h1>`));
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(metaContent(html, 'name', 'description')).toMatch(/\w/);
      expect(html).toContain(`<link rel="canonical" href="${APP}${path}" />`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${APP}${path}`);
      expect(metaContent(html, 'property', 'og:title')).toBe(title);
      expect(metaContent(html, 'property', 'og:description')).toBe(
        metaContent(html, 'name', 'description'),
      );
      expect(metaContent(html, 'property', 'og:type')).toBe('website');
      expect(metaContent(html, 'property', 'og:image')).toBe(`${APP}/og-image.png`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).not.toContain('%SHOWFOLIO_ORIGIN%');
      // The client config, as index.html carries it.
      expect(html).toContain(
        `<script type="application/json" id="showfolio-config">{"publicDomain":"showfolio.localhost","googleClientId":null,"appUrl":"${APP}"`,
      );
    },
  );

  it('serves the share card the pages name as og:image: a 1200×630 PNG', async () => {
    const response = await app('/og-image.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, right after the signature and chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('answers an unknown path with the 404 page, status 404, not indexed', async () => {
    const response = await app('/no-such-page', { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Page Not Found - Showfolio</title>');
    expect(html).toContain('Page not found');
    expect(html).toContain('Beam Me Home');
    expect(html).toContain('data-prerendered="*"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('leaves the signed-in area to the client: /dashboard is the empty index.html', async () => {
    const response = await app('/dashboard');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it('sends the brotli or gzip bytes made once, with an ETag answered by 304', async () => {
    const plain = await (
      await app('/signin', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const br = await app('/signin', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await app('/signin', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const etag = br.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect((await app('/signin', { headers: { 'if-none-match': etag! } })).status).toBe(304);
    const notFound = await app('/nope', { headers: { 'accept-encoding': 'br' } });
    expect(notFound.status).toBe(404);
    expect(brotliDecompressSync(Buffer.from(await notFound.arrayBuffer())).toString()).toContain(
      'Page not found',
    );
  });

  it("allows the pages' one inline script (the session gate) by its hash in the CSP", async () => {
    const response = await app('/signin', { headers: { 'accept-encoding': 'identity' } });
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    const scriptSrc = response.headers
      .get('content-security-policy')!
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('offers Google sign-in in the prerendered sign-in page when the server has a client id', async () => {
    const without = await (
      await app('/signin', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    expect(without).toContain('Google sign-in is not available on this server');
    const google = await start({ GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' });
    const html = await (
      await google('/signin', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    expect(html).not.toContain('Google sign-in is not available on this server');
    expect(html).toContain('Sign in with Google');
    expect(html).toContain('"googleClientId":"test-client.apps.googleusercontent.com"');
  });
});
