import { renderToBuffer } from '@react-pdf/renderer';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { createElement } from 'react';
import { defaultResumeDesign, defaultResumePaper, type ResumeDesign, type ResumePaper } from './designs';
import { registerResumeFonts } from './fonts';
import { ResumeDocument, type ResumePicture } from './ResumeDocument';

/** Said when a résumé runs past the page limit (the host answers 422 with it). */
export const resumeTooLongMessage = (maxPages: number) =>
  `Your résumé is longer than ${maxPages} pages; hide some sections in the PDF.`;

/** A résumé longer than `maxPages`: nothing is returned, the owner is told to shorten it. */
export class ResumeTooLongError extends Error {
  constructor(
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
  language?: string;
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
export const resumeRecipeVersion = 'react-pdf-1';

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
    picture = null,
    maxPages = 8,
  }: RenderResumeOptions = {},
): Promise<RenderedResume> {
  registerResumeFonts();
  const buffer = await renderToBuffer(
    createElement(ResumeDocument, { data, design, paper, accent, language, picture }),
  );
  const pdf = new Uint8Array(buffer.byteLength);
  pdf.set(buffer);
  const pages = pdfPageCount(pdf);
  if (pages > maxPages) throw new ResumeTooLongError(pages, maxPages);
  return { pdf, pages };
}
