import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost } from '../src/server';
import { pdfUnavailableMessage } from '../src/server/portfolioPdf';
import { caller, deployedPortfolio } from './support';

const APP = 'http://localhost:3000';
const SITE = 'http://grace.showfolio.localhost:3000';

/** A host on a fresh data directory; `chromiumPath` decides whether it can print PDFs. */
async function startHost(chromiumPath: string, pdfPerHour = 60) {
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-pdf-test-'));
  const clientDir = join(dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Showfolio</title>');
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: APP,
    PUBLIC_DOMAIN: 'showfolio.localhost',
    LOG_LEVEL: 'silent',
  });
  config.rateLimits.pdfIp = { points: pdfPerHour, durationSeconds: 3600 };
  const host = await createHost(config, {
    clientDir,
    renderTemplate: renderPortfolio,
    thumbnailsDir,
    templateCssPath,
    chromiumPath,
  });
  const on = (origin: string, address?: string) =>
    caller((request, bindings) => host.fetch(request, bindings), origin, address);
  await deployedPortfolio(on(APP), { dataDir: dataDir,
    subdomain: 'grace',
    bio: 'Wrote the first compiler.',
    firstName: 'Grace',
    templateIdentifier: 'modern-portfolio-v1',
  });
  return {
    host,
    on,
    async stop() {
      await host.pdfs.close();
      await host.server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What poppler reads in a PDF: its text and its page size. */
async function readPdf(response: Response) {
  const dir = await mkdtemp(join(tmpdir(), 'showfolio-pdf-'));
  const file = join(dir, 'resume.pdf');
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  try {
    return {
      text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
      info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the published page as a PDF', () => {
  describe('on a server with Chromium', () => {
    let running: Awaited<ReturnType<typeof startHost>>;
    beforeAll(async () => {
      running = await startHost(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 4);
    }, 120_000);
    afterAll(() => running?.stop());

    it('links "Download PDF" from the published page, on both of its addresses', async () => {
      const link = `<a href="${SITE}/resume.pdf" download>Download PDF</a>`;
      expect(await (await running.on(SITE)('/')).text()).toContain(link);
      expect(await (await running.on(APP)('/portfolio/grace')).text()).toContain(link);
    });

    it('answers /resume.pdf with the A4 print layout, the name as text and no link in it', async () => {
      const response = await running.on(SITE)('/resume.pdf');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="grace-resume.pdf"',
      );
      const { text, info } = await readPdf(response.clone());
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // A4 is 595.28 × 841.89 pt; Chromium rounds the page to whole CSS pixels.
      const [, width, height] = info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts \(A4\)/) ?? [];
      expect(Math.abs(Number(width) - 595.28)).toBeLessThan(2);
      expect(Math.abs(Number(height) - 841.89)).toBeLessThan(2);
      expect(text.toLowerCase()).toContain('grace lovelace');
      expect(text).toContain('Wrote the first compiler.');
      expect(text).not.toContain('Download PDF');
    }, 60_000);

    it('serves the same PDF at /portfolio/{sub}/resume.pdf, revalidated by its ETag', async () => {
      const first = await running.on(SITE)('/resume.pdf');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"pdf-/);
      const byPath = await running.on(APP)('/portfolio/grace/resume.pdf');
      expect(byPath.status).toBe(200);
      expect(byPath.headers.get('etag')).toBe(etag);
      const again = await running.on(SITE)('/resume.pdf', { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    }, 60_000);

    it('answers 404 with a message where nothing is deployed', async () => {
      const response = await running.on(
        'http://nobody.showfolio.localhost:3000',
        '203.0.113.9',
      )('/resume.pdf');
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/not found/i);
    });

    it('limits downloads per address with 429 and Retry-After, other addresses unaffected', async () => {
      const from = running.on(SITE, '203.0.113.7');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await from('/resume.pdf')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const refused = await from('/resume.pdf');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.text()).toMatch(/^Too many attempts/);
      expect((await running.on(SITE, '203.0.113.8')('/resume.pdf')).status).toBe(200);
    }, 60_000);
  });

  describe('on a server without Chromium', () => {
    let running: Awaited<ReturnType<typeof startHost>>;
    beforeAll(async () => {
      running = await startHost('/nowhere/chromium');
    }, 120_000);
    afterAll(() => running?.stop());

    it('shows no "Download PDF" link and answers the PDF route 503 with a clear message', async () => {
      expect(await (await running.on(SITE)('/')).text()).not.toContain('Download PDF');
      const response = await running.on(SITE)('/resume.pdf');
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(`${pdfUnavailableMessage}\n`);
    });
  });
});
