import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type PublicPortfolio } from '@showfolio/server';
import type { PortfolioDesign } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { fontFamilies } from '@showfolio/templates';
import { fontFilePath, renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { createPublicPages } from '../src/server/publicPages';
import { caller } from './support';

const APP = 'http://localhost:3000';
const SITE = 'http://fonts-ada.showfolio.localhost:3000';

// issue 32 item 2: the chosen fonts' files, served by the host itself (the page's CSP allows
// `font-src 'self'`), on the app's host (the editor's preview, /portfolio/{sub}) and a portfolio's.
describe('font files', () => {
  let dataDir: string;
  let host: ShowfolioHost;
  const latin = fontFamilies.serif.files[0]!;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-fonts-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body></body></html>');
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: APP, PUBLIC_DOMAIN: 'showfolio.localhost', LOG_LEVEL: 'silent' });
    host = await createHost(config, { clientDir, renderTemplate: renderPortfolio, thumbnailsDir, templateCssPath, fontFilePath });
  }, 120_000);

  afterAll(async () => {
    await host?.pdfs.close();
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([APP, SITE])('serves a font file on %s as font/woff2, cached for a year as immutable', async (origin) => {
    const response = await caller(host.fetch, origin)(`/fonts/${latin.name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(await readFile(fontFilePath(latin.name)!))).toBe(true);
    expect(body.length).toBe(latin.bytes);
    // woff2's signature
    expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it.each([
    latin.source, // the package's name without its hash
    latin.name.replace(/\.[0-9a-f]+\.woff2$/, '.0000000000.woff2'),
    '..%2F..%2Fpackage.json',
    '%2E%2E%2Findex.css',
    'nunito-sans-cyrillic-wght-normal.woff2',
  ])('answers 404 for /fonts/%s', async (name) => {
    const response = await caller(host.fetch, APP)(`/fonts/${name}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('a published page with a chosen font', () => {
  const pageWith = async (design: PortfolioDesign) => {
    const published = {
      templateIdentifier: 'elegant-portfolio-v1',
      subdomain: 'fonts-ada',
      portfolioData: { ...samplePortfolio, design },
      updatedAt: new Date(),
      etag: '"x"',
    } as unknown as PublicPortfolio;
    const pages = createPublicPages({
      lookup: async () => published,
      render: renderPortfolio,
      publicUrl: (sub) => `http://${sub}.showfolio.localhost:3000/`,
    });
    return pages.page('fonts-ada', 'fonts-ada.showfolio.localhost:3000');
  };

  it('preloads and declares the serif font it uses, from its own origin', async () => {
    const page = await pageWith({ font: 'serif' });
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `<link rel="preload" as="font" type="font/woff2" href="/fonts/${fontFamilies.serif.files[0]!.name}" crossorigin>`,
    );
    expect(page.html).toContain(`src:url(/fonts/${fontFamilies.serif.files[0]!.name}) format('woff2')`);
  });

  it('has no font preload or @font-face without a choice', async () => {
    const page = await pageWith({});
    expect(page.html).not.toContain('rel="preload" as="font"');
    expect(page.html).not.toContain('@font-face');
  });
});
