import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import Tinypool from 'tinypool';
import type { PageLanguage, PortfolioData } from '@showfolio/portfolio-schema';
import {
  resumeRecipeVersion,
  resumeTooLongMessage,
  type ResumeDesign,
  type ResumePaper,
  type ResumePicture,
} from '@showfolio/templates/resume';
import { contentKey, createDocumentCache } from './pdfCache';

/** Where a portfolio host answers its PDF (and `/portfolio/{sub}/resume.pdf` on the app's host). */
export const PORTFOLIO_PDF_FILE = 'resume.pdf';

/** Said (503, with Retry-After) when a résumé ran past its time limit. */
export const pdfTooSlowMessage =
  'This résumé took too long to make. Please try again in a few minutes.';

/** Thrown by `render` when the résumé ran past `timeoutMs` (its worker is ended). */
export class PdfTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the résumé PDF took longer than ${timeoutMs} ms`);
    this.name = 'PdfTimeoutError';
  }
}

/** Thrown by `render` for a résumé longer than `maxPages`: the owner hides sections (422). */
export class PdfTooLongError extends Error {
  constructor(
    readonly pages: number,
    readonly maxPages: number,
  ) {
    super(resumeTooLongMessage(maxPages));
    this.name = 'PdfTooLongError';
  }
}

/** Thrown by `render`'s `beforeRender` to refuse a render (a rate limit): the answer to send instead. */
export class PdfRefusedError extends Error {
  constructor(readonly answer: { status: number; message: string; headers: Record<string, string> }) {
    super(answer.message);
    this.name = 'PdfRefusedError';
  }
}

/** The plain-text answer for a PDF that could not be made: refused (429), too long (422), too slow or failed (503). */
export function pdfFailureAnswer(error: unknown): { status: number; message: string; headers: Record<string, string> } {
  if (error instanceof PdfRefusedError) return error.answer;
  if (error instanceof PdfTooLongError) return { status: 422, message: error.message, headers: {} };
  if (error instanceof PdfTimeoutError) return { status: 503, message: pdfTooSlowMessage, headers: { 'Retry-After': '300' } };
  return { status: 503, message: 'The PDF could not be made just now. Please try again in a minute.', headers: { 'Retry-After': '60' } };
}

export interface ResumeRequest {
  data: PortfolioData;
  design: ResumeDesign;
  paper: ResumePaper;
  /** The portfolio template's accent colour. */
  accent: string;
  language: PageLanguage;
  /** The profile picture as PNG, for designs that show one (its address is in `data`, hence in the key). */
  picture: () => Promise<ResumePicture | null>;
}

export interface ResumePdfOptions {
  /** Where PDFs are kept on disk (e.g. `DATA_DIR/cache/pdf`), up to about `maxCacheBytes`. */
  cacheDir: string;
  maxCacheBytes?: number;
  /**
   * A résumé taking longer is abandoned and its worker ended: 10 s by default. Counted from when a
   * worker takes it up: résumés waiting their turn (20 downloads at once) are not cut short.
   */
  timeoutMs?: number;
  /** Pages at most: 8 by default; a longer résumé is refused with a message. */
  maxPages?: number;
  /** Worker threads at most (1 by default: the event loop keeps the other core). */
  threads?: number;
  /** An idle worker exits after this long, so a quiet server holds no second heap. */
  idleTimeoutMs?: number;
}

export interface ResumePdfs {
  /**
   * The résumé of `request`, kept on disk under a key of everything it is made of (the portfolio's
   * data, design, paper, language, accent, recipe), so it is made once per change. `beforeRender`
   * runs only when one must be made: a rate limit throws there to refuse.
   */
  render(request: ResumeRequest, beforeRender?: () => Promise<void>): Promise<{ key: string; pdf: Uint8Array<ArrayBuffer> }>;
  /** The key `render` keeps `request`'s résumé under (an ETag without rendering). */
  keyOf(request: Omit<ResumeRequest, 'picture'>): string;
  close(): Promise<void>;
}

// Same file name in src/ (tests) and dist/server/ (tsup entry): see resumeWorker.js.
const workerFile = new URL('./resumeWorker.js', import.meta.url).href;

type WorkerResult = { ok: true; pdf: Uint8Array; pages: number } | { ok: false; pages: number };

/**
 * Résumés typeset off the event loop in worker threads (tinypool) by @react-pdf/renderer: no
 * browser. Each render is bounded in time (the worker is ended past `timeoutMs`) and in pages, and
 * kept on disk, so a portfolio's résumé is made once per change however often it is downloaded.
 */
export function createResumePdfs({
  cacheDir,
  maxCacheBytes = 256 * 1024 * 1024,
  timeoutMs = 10_000,
  maxPages = 8,
  threads = 1,
  idleTimeoutMs = 60_000,
}: ResumePdfOptions): ResumePdfs {
  const pool = new Tinypool({
    filename: workerFile,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleTimeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 },
  });
  // One résumé per worker at a time, the rest waiting here, so the time limit runs from the start.
  const turns = pLimit(threads);
  const documents = createDocumentCache({ dir: cacheDir, maxBytes: maxCacheBytes });
  // A résumé found too long stays too long until its data changes: not laid out again for each ask.
  const tooLong = new LRUCache<string, number>({ max: 10_000 });

  const keyOf = ({ data, design, paper, accent, language }: Omit<ResumeRequest, 'picture'>) =>
    contentKey(resumeRecipeVersion, `max ${maxPages}`, design, paper, language, accent, JSON.stringify(data));

  return {
    keyOf,
    async render(request, beforeRender) {
      const key = keyOf(request);
      const knownPages = tooLong.get(key);
      if (knownPages !== undefined) throw new PdfTooLongError(knownPages, maxPages);
      const pdf = await documents.get(key, async () => {
        await beforeRender?.();
        const { data, design, paper, accent, language } = request;
        const picture = design === 'modern' ? await request.picture() : null;
        const result = await turns(async () => {
          const signal = AbortSignal.timeout(timeoutMs);
          try {
            return (await pool.run(
              { data, options: { design, paper, accent, language, picture, maxPages } },
              { signal },
            )) as WorkerResult;
          } catch (error) {
            // Tinypool ends the worker of an aborted task, so a runaway layout stops using the CPU.
            if (signal.aborted) throw new PdfTimeoutError(timeoutMs);
            throw error;
          }
        });
        if (!result.ok) {
          tooLong.set(key, result.pages);
          throw new PdfTooLongError(result.pages, maxPages);
        }
        return result.pdf;
      });
      return { key, pdf };
    },
    close: () => {
      turns.clearQueue();
      return pool.destroy();
    },
  };
}
