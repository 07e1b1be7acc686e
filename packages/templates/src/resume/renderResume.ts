import { renderToBuffer } from '@react-pdf/renderer';
import type { PageLanguage, PortfolioData } from '@showfolio/portfolio-schema';
import { createElement } from 'react';
import type { PageMessages } from '../i18n/PageMessages';
import { defaultResumeDesign, defaultResumePaper, type ResumeDesign, type ResumePaper } from './designs';
import { registerResumeFonts } from './fonts';
import { ResumeDocument, type ResumePicture } from './ResumeDocument';

/** Said when a résumé runs past the page limit (the host answers 422 with it). */
export const resumeTooLongMessage = (maxPages: number) =>
  `Your résumé is longer than ${maxPages} pages; hide some sections in the PDF.`;

/** A résumé longer than `maxPages`: nothing is returned, the owner is told to shorten it. */
export class ResumeTooLongError extends Error {
  constructor(
    /** Its pages, or (refused before layout) the fewest it could have. */
    readonly pages: number,
    readonly maxPages: number,
  ) {
    super(resumeTooLongMessage(maxPages));
    this.name = 'ResumeTooLongError';
  }
}

export interface RenderResumeOptions {
  design?: ResumeDesign;
  paper?: ResumePaper;
  /** Section titles, rules and links; the portfolio template's accent by default in the host. */
  accent?: string;
  /** The page's language, written in the PDF's metadata. */
  language?: PageLanguage;
  /**
   * The résumé's own words and dates (`resumeMessages(language)` from `@showfolio/templates`);
   * English when not given. Passed in rather than loaded here, so that this entry shares no code
   * with the browser's (a chunk shared by both split the app's bundles, issue 35).
   */
  messages?: PageMessages;
  picture?: ResumePicture | null;
  /** Pages at most (8 by default); a longer résumé throws ResumeTooLongError. */
  maxPages?: number;
}

export interface RenderedResume {
  pdf: Uint8Array<ArrayBuffer>;
  pages: number;
}

/**
 * Bumped whenever a change here changes the bytes of a résumé (layout, fonts, texts): caches keyed
 * by it make every résumé again.
 */
export const resumeRecipeVersion = 'react-pdf-3';

/**
 * More characters than any page of any design holds (Compact's 8.5 pt on A4 or Letter, narrowest
 * letters, every line full): a portfolio with more text than `maxPages` times this is refused
 * before it is laid out, which for a maximum-size portfolio would take far longer than the limit.
 */
export const charactersPerPageCeiling = 20_000;

/** The characters of every text in the portfolio (the upper bound of what its résumé prints). */
function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textLength(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + textLength(item), 0);
  return 0;
}

/** The page count pdfkit writes into the document's page tree (`/Type /Pages /Count n`). */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(text);
  if (!match) throw new Error('the résumé PDF has no page tree');
  return Number(match[1]);
}

/** The portfolio's résumé as PDF bytes, typeset by @react-pdf/renderer (no browser). */
export async function renderResume(
  data: PortfolioData,
  {
    design = defaultResumeDesign,
    paper = defaultResumePaper,
    accent = '#1d4ed8',
    language = 'en',
    messages,
    picture = null,
    maxPages = 8,
  }: RenderResumeOptions = {},
): Promise<RenderedResume> {
  const characters = textLength(data);
  if (characters > maxPages * charactersPerPageCeiling)
    throw new ResumeTooLongError(Math.ceil(characters / charactersPerPageCeiling), maxPages);
  registerResumeFonts();
  const buffer = await renderToBuffer(
    createElement(ResumeDocument, { data, design, paper, accent, language, picture, messages }),
  );
  const pdf = new Uint8Array(buffer.byteLength);
  pdf.set(buffer);
  const pages = pdfPageCount(pdf);
  if (pages > maxPages) throw new ResumeTooLongError(pages, maxPages);
  return { pdf, pages };
}
