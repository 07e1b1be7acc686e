import { accessSync, constants } from 'node:fs';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { Browser } from 'playwright-core';
import { chromiumArgs } from '../../../../scripts/browser.mjs';

/** Where a portfolio host answers its PDF (and `/portfolio/{sub}/resume.pdf` on the app's host). */
export const PORTFOLIO_PDF_FILE = 'resume.pdf';

/** Said by the PDF route when this server has no browser to print with. */
export const pdfUnavailableMessage =
  'PDF downloads are not available on this server. Use your browser\u2019s Print \u2192 Save as PDF instead.';

export interface PortfolioPdfOptions {
  /** Debian's `chromium` by default; `CHROMIUM_PATH` overrides it. */
  chromiumPath: string;
  /** Pages printed at once in the one browser (each holds a tab of memory). */
  concurrency?: number;
  /** The browser is closed after this long without a print, so an idle server holds no Chromium. */
  idleMs?: number;
  /** PDFs are kept up to about this many bytes. */
  maxCacheBytes?: number;
  /**
   * The bytes of a picture the page shows (our own uploads only), or null. Every other request of
   * the page is refused: printing never reaches out to an address the portfolio names.
   */
  picture: (url: string) => Promise<Buffer | null>;
}

export interface PortfolioPdfs {
  /** False when there is no Chromium at `chromiumPath`: the pages carry no PDF link then. */
  readonly available: boolean;
  /** The page's print layout on A4, cached under `etag` (the page's own ETag). */
  render(etag: string, html: string): Promise<Uint8Array<ArrayBuffer>>;
  close(): Promise<void>;
}

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Prints published pages to PDF with one headless Chromium shared by every request: it starts on
 * the first print, at most `concurrency` pages print at once (the rest wait their turn) and it
 * stops when idle. The result is cached by the page's ETag, so a portfolio is printed once per
 * change however often it is downloaded.
 */
export function createPortfolioPdfs({
  chromiumPath,
  concurrency = 2,
  idleMs = 60_000,
  maxCacheBytes = 32 * 1024 * 1024,
  picture,
}: PortfolioPdfOptions): PortfolioPdfs {
  const available = chromiumPath !== '' && isExecutable(chromiumPath);
  const queue = pLimit(concurrency);
  let browser: Promise<Browser> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const launch = () =>
    (browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] }),
      )
      .then((started) => {
        started.once('disconnected', () => (browser = undefined));
        return started;
      })
      .catch((error: unknown) => {
        browser = undefined;
        throw error;
      }));

  const closeBrowser = async () => {
    const running = browser;
    browser = undefined;
    await (await running?.catch(() => undefined))?.close().catch(() => undefined);
  };

  async function print(html: string): Promise<Uint8Array<ArrayBuffer>> {
    clearTimeout(idleTimer);
    const context = await (await launch()).newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.route('**/*', async (route) => {
        const bytes = await picture(route.request().url()).catch(() => null);
        return bytes ? route.fulfill({ status: 200, body: bytes }) : route.abort();
      });
      await page.setContent(html, { waitUntil: 'load', timeout: 15_000 });
      // The page's own `@page` rule (the templates' documentCss) owns the sheet size and margins.
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });
      return new Uint8Array(pdf);
    } finally {
      await context.close().catch(() => undefined);
      if (queue.activeCount <= 1 && queue.pendingCount === 0) {
        idleTimer = setTimeout(() => void closeBrowser(), idleMs);
        idleTimer.unref();
      }
    }
  }

  // Keyed by the page's ETag; the page's HTML rides along as the fetch context.
  const pdfs = new LRUCache<string, Uint8Array<ArrayBuffer>, string>({
    maxSize: maxCacheBytes,
    sizeCalculation: (pdf) => Math.max(1, pdf.byteLength),
    fetchMethod: (_etag, _stale, { context: html }) => queue(() => print(html)),
  });

  return {
    available,
    async render(etag, html) {
      const pdf = await pdfs.fetch(etag, { context: html });
      if (!pdf) throw new Error('the PDF could not be made');
      return pdf;
    },
    async close() {
      clearTimeout(idleTimer);
      queue.clearQueue();
      await closeBrowser();
    },
  };
}
