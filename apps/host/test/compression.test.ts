import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { startHost, type RunningHost } from '../src/server';
import { caller, deployedPortfolio, nodeBindings } from './support';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire (never decoded). */
  bytes: Buffer;
}

/** A real HTTP request to the running host; the answer's bytes are left as sent. */
function send(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const portfolioHost = (port: number) => `someone-else.showfolio.localhost:${port}`;
const gunzipped = (answer: Answer) => gunzipSync(answer.bytes).toString('utf8');
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
// file-type knows a PDF by its first bytes; the comment makes it large enough to be worth compressing.
const pdf = Buffer.from(
  `%PDF-1.4\n%${'x'.repeat(4000)}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

describe('compression of what the host sends, over a real port', () => {
  let dataDir: string;
  let host: RunningHost;
  let port: number;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-compression-test-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(join(clientDir, 'assets'), { recursive: true });
    await mkdir(join(clientDir, 'media'), { recursive: true });
    await writeFile(
      join(clientDir, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Showfolio</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
    );
    // What the build's compression plugin writes beside every text asset.
    await writeFile(join(clientDir, 'assets', 'app-def456.js'), script);
    await writeFile(join(clientDir, 'assets', 'app-def456.js.br'), brotliCompressSync(script));
    await writeFile(join(clientDir, 'assets', 'app-def456.js.gz'), gzipSync(script));
    await writeFile(join(clientDir, 'assets', 'logo-abc123.svg'), svg);
    await writeFile(join(clientDir, 'drawing.svg'), svg);
    await writeFile(join(clientDir, 'drawing.svg.br'), brotliCompressSync(svg));
    await writeFile(
      join(clientDir, 'media', 'sample-avatar.webp'),
      await readFile(new URL('../public/media/sample-avatar.webp', import.meta.url)),
    );
    host = await startHost({
      env: {
        DATA_DIR: dataDir,
        PORT: '0',
        APP_URL: 'http://localhost:3000',
        PUBLIC_DOMAIN: 'showfolio.localhost',
        LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
      },
      hostname: '127.0.0.1',
      clientDir,
      renderTemplate: renderPortfolio,
      thumbnailsDir,
      templateCssPath,
    });
    port = host.port;
    const app = caller(
      (request, bindings) => host.fetch(request, bindings),
      'http://localhost:3000',
    );
    ({ token } = await deployedPortfolio(app, { dataDir: dataDir,
      subdomain: 'squeezed',
      bio: 'Writes long paragraphs. '.repeat(60),
    }));
  }, 120_000);

  afterAll(async () => {
    await host?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('dynamic text above 1 KB is gzipped on the fly, with Vary: Accept-Encoding', () => {
    it('API JSON (GET /api/templates)', async () => {
      const answer = await send(port, '/api/templates', browser);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipped(answer))).toBeInstanceOf(Array);
      console.log(
        `GET /api/templates: ${gunzipped(answer).length} B as JSON, ${answer.bytes.length} B gzipped`,
      );
    });

    it('signed-in API JSON (GET /api/user-portfolio)', async () => {
      const answer = await send(port, '/api/user-portfolio', {
        ...browser,
        authorization: `Bearer ${token}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipped(answer))[0].bio).toContain('Writes long paragraphs.');
    });

    it('the server-rendered preview page (GET /preview/{id}?token=…)', async () => {
      const created = await host.fetch(
        new Request('http://localhost:3000/api/templates/preview/minimal-portfolio-v1', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      const { previewUrl } = (await created.json()) as { previewUrl: string };
      const url = new URL(previewUrl);
      const answer = await send(port, url.pathname + url.search, browser);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipped(answer)).toContain('Writes long paragraphs.');
    });

    it('the SPA page and an SVG the build left without a twin', async () => {
      const page = await send(port, '/signin', browser);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipped(page)).toContain('<div id="root"></div>');
      const drawing = await send(port, '/assets/logo-abc123.svg', browser);
      expect(drawing.headers['content-type']).toBe('image/svg+xml');
      expect(drawing.headers['content-encoding']).toBe('gzip');
      expect(drawing.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipped(drawing)).toBe(svg);
    });

    it("a portfolio host's 404 page and a missing portfolio's page, which the host answers itself", async () => {
      const long = `/${'no-such-page-'.repeat(150)}`;
      const hostMode = await send(port, long, { ...browser, host: portfolioHost(port) });
      expect(hostMode.status).toBe(404);
      expect(hostMode.headers['content-encoding']).toBe('gzip');
      expect(hostMode.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipped(hostMode)).toContain('no-such-page-');
      const missing = await send(port, `/portfolio/${'nobody'.repeat(15)}`, browser);
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBe('gzip');
      expect(gunzipped(missing)).toContain('</html>');
    });

    it('leaves a client that accepts no encoding with the plain bytes', async () => {
      const answer = await send(port, '/api/templates', { 'accept-encoding': 'identity' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(answer.bytes.toString('utf8'))).toBeInstanceOf(Array);
    });
  });

  describe('what is not compressed on the fly', () => {
    it('answers under 1 KB', async () => {
      const answer = await send(port, '/api/health', browser);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({ status: 'ok' });
    });

    it("the build's twins: sent as written, once compressed", async () => {
      const asset = await send(port, '/assets/app-def456.js', browser);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers.vary).toBe('Accept-Encoding');
      expect(asset.bytes.equals(brotliCompressSync(script))).toBe(true);
      const drawing = await send(port, '/drawing.svg', browser);
      expect(drawing.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(drawing.bytes).toString('utf8')).toBe(svg);
    });

    it('a cached public page: its own brotli bytes, decoded once to the HTML', async () => {
      const onItsHost = await send(port, '/', {
        ...browser,
        host: `squeezed.showfolio.localhost:${port}`,
      });
      const onTheAppHost = await send(port, '/portfolio/squeezed', browser);
      for (const answer of [onItsHost, onTheAppHost]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(answer.headers.etag).toMatch(/^"/);
        expect(brotliDecompressSync(answer.bytes).toString('utf8')).toMatch(/^<!doctype html>/i);
      }
      const gzipOnly = await send(port, '/portfolio/squeezed', { 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(gunzipped(gzipOnly)).toMatch(/^<!doctype html>/i);
    });

    it('images and PDFs', async () => {
      const avatar = await send(port, '/media/sample-avatar.webp', browser);
      expect(avatar.headers['content-type']).toBe('image/webp');
      expect(avatar.headers['content-encoding']).toBeUndefined();
      const thumbnail = await send(
        port,
        '/templates/thumbnails/minimal-portfolio-v1.webp',
        browser,
      );
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers['content-encoding']).toBeUndefined();
      const socialImage = await send(port, '/og.png', {
        ...browser,
        host: `squeezed.showfolio.localhost:${port}`,
      });
      expect(socialImage.headers['content-type']).toBe('image/png');
      expect(socialImage.headers['content-encoding']).toBeUndefined();

      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        'resume.pdf',
      );
      const uploaded = await host.fetch(
        new Request('http://localhost:3000/api/user-portfolio/upload-resume', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
        nodeBindings(),
      );
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      const resume = await send(port, new URL(url).pathname, browser);
      expect(resume.headers['content-type']).toBe('application/pdf');
      expect(resume.headers['content-encoding']).toBeUndefined();
      expect(resume.bytes.equals(pdf)).toBe(true);
    });
  });
});
