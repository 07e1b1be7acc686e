import { accessSync, constants } from 'node:fs';
import pLimit from 'p-limit';
import type { Browser } from 'playwright-core';
import { contentKey, createDocumentCache } from './pdfCache';

/**
 * The printer's own Chromium flags (not the test suites' scripts/browser.mjs): no GPU, /tmp
 * instead of a small /dev/shm, no background traffic, and text laid out without hinting. The
 * sandbox stays on, except for a process running as root (a container), where Chromium cannot
 * start with it.
 */
export function pdfChromiumArgs(uid: number | undefined = process.getuid?.()): string[] {
  return [
    ...(uid === 0 ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
  ];
}

/** Where a portfolio host answers its PDF (and `/portfolio/{sub}/resume.pdf` on the app's host). */
export const PORTFOLIO_PDF_FILE = 'resume.pdf';

/** Said by the PDF route when this server has no browser to print with. */
export const pdfUnavailableMessage =
  'PDF downloads are not available on this server. Use your browser\u2019s Print \u2192 Save as PDF instead.';

/** Said (503, with Retry-After) when a print ran past its time limit. */
export const pdfTooSlowMessage =
  'This portfolio took too long to print to PDF. Please try again in a few minutes, or use your browser\u2019s Print \u2192 Save as PDF.';

/** Thrown by `render` when the print ran past `timeoutMs` (the print is abandoned and its tab closed). */
export class PdfTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the PDF print took longer than ${timeoutMs} ms`);
    this.name = 'PdfTimeoutError';
  }
}

/** Thrown by `render`'s `beforePrint` to refuse a print (a rate limit): the answer to send instead. */
export class PdfRefusedError extends Error {
  constructor(readonly answer: { status: number; message: string; headers: Record<string, string> }) {
    super(answer.message);
    this.name = 'PdfRefusedError';
  }
}

/** The plain-text answer for a PDF that could not be made: refused (429), too slow or failed (503). */
export function pdfFailureAnswer(error: unknown): { status: number; message: string; headers: Record<string, string> } {
  if (error instanceof PdfRefusedError) return error.answer;
  if (error instanceof PdfTimeoutError) return { status: 503, message: pdfTooSlowMessage, headers: { 'Retry-After': '300' } };
  return { status: 503, message: 'The PDF could not be made just now. Please try again in a minute.', headers: { 'Retry-After': '60' } };
}

/** What prints are made of: a change to any of them (or to the print settings) is a new document. */
const PRINT_RECIPE = 'chromium-a4-v1';

export interface PortfolioPdfOptions {
  /** Debian's `chromium` by default; `CHROMIUM_PATH` overrides it. */
  chromiumPath: string;
  /** Pages printed at once in the one browser (each holds a tab of memory). */
  concurrency?: number;
  /** The browser is closed after this long without a print, so an idle server holds no Chromium. */
  idleMs?: number;
  /** Where PDFs are kept on disk (e.g. `DATA_DIR/cache/pdf`), up to about `maxCacheBytes`. */
  cacheDir: string;
  maxCacheBytes?: number;
  /** A print taking longer is abandoned: it holds one of the `concurrency` slots at most this long. */
  timeoutMs?: number;
  /** Pages printed at most; a longer portfolio's PDF stops there (its page has all of it). */
  maxPages?: number;
  /**
   * The bytes of a picture the page shows (our own uploads only), or null. Every other request of
   * the page is refused: printing never reaches out to an address the portfolio names.
   */
  picture: (url: string) => Promise<Buffer | null>;
}

export interface PortfolioPdfs {
  /** False when there is no Chromium at `chromiumPath`: the pages carry no PDF link then. */
  readonly available: boolean;
  /**
   * The page's print layout on A4, kept on disk under a hash of its HTML (the template, the public
   * data and the page's address are all in it). `beforePrint` runs only when a print is needed
   * (nothing cached, no print of it running): a rate limit throws there to refuse.
   */
  render(html: string, beforePrint?: () => Promise<void>): Promise<Uint8Array<ArrayBuffer>>;
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
 * the first print, at most `concurrency` pages print at once (the rest wait their turn), each for
 * at most `timeoutMs` and `maxPages` pages, and it stops when idle. The result is kept on disk by
 * content, so a portfolio is printed once per change however often, and by however many
 * processes, it is downloaded.
 */
export function createPortfolioPdfs({
  chromiumPath,
  concurrency = 2,
  idleMs = 60_000,
  cacheDir,
  maxCacheBytes = 256 * 1024 * 1024,
  timeoutMs = 20_000,
  maxPages = 10,
  picture,
}: PortfolioPdfOptions): PortfolioPdfs {
  const available = chromiumPath !== '' && isExecutable(chromiumPath);
  const queue = pLimit(concurrency);
  let browser: Promise<Browser> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const launch = () =>
    (browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({ executablePath: chromiumPath, args: pdfChromiumArgs() }),
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
    let timer: NodeJS.Timeout | undefined;
    // Closing the context aborts whatever the tab is doing (loading, laying out, printing).
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new PdfTimeoutError(timeoutMs));
        void context.close().catch(() => undefined);
      }, timeoutMs);
    });
    const work = (async () => {
      const page = await context.newPage();
      await page.route('**/*', async (route) => {
        const bytes = await picture(route.request().url()).catch(() => null);
        return bytes ? route.fulfill({ status: 200, body: bytes }) : route.abort();
      });
      await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
      // The page's own `@page` rule (the templates' documentCss) owns the sheet size and margins.
      const pdf = await page.pdf({
        preferCSSPageSize: true,
        printBackground: true,
        tagged: true,
        outline: true,
        pageRanges: `1-${maxPages}`,
      });
      return new Uint8Array(pdf);
    })();
    work.catch(() => undefined);
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => undefined);
      if (queue.activeCount <= 1 && queue.pendingCount === 0) {
        idleTimer = setTimeout(() => void closeBrowser(), idleMs);
        idleTimer.unref();
      }
    }
  }

  const documents = createDocumentCache({ dir: cacheDir, maxBytes: maxCacheBytes });

  return {
    available,
    render(html, beforePrint) {
      const key = contentKey(PRINT_RECIPE, `pages 1-${maxPages}`, html);
      return documents.get(key, async () => {
        await beforePrint?.();
        return queue(() => print(html));
      });
    },
    async close() {
      clearTimeout(idleTimer);
      queue.clearQueue();
      await closeBrowser();
    },
  };
}
