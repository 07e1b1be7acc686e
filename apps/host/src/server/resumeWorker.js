// One task of the résumé pool (resumePdf.ts), run in a worker thread: a portfolio's résumé typeset
// to PDF by the built `@showfolio/templates/resume` (@react-pdf/renderer, no browser). Plain
// JavaScript, so the same file runs from src/ under the tests and from dist/server/ under `npm start`.
import { resumeMessages } from '@showfolio/templates';
import { renderResume, ResumeTooLongError } from '@showfolio/templates/resume';

/**
 * @param {{ data: import('@showfolio/portfolio-schema').PortfolioData; options: import('@showfolio/templates/resume').RenderResumeOptions }} task
 * @returns {Promise<{ ok: true; pdf: Uint8Array; pages: number } | { ok: false; pages: number }>}
 */
export default async function render({ data, options }) {
  try {
    // The résumé's own words in the page's language (where its fonts can draw them).
    const messages = await resumeMessages(options.language);
    return { ok: true, ...(await renderResume(data, { ...options, messages })) };
  } catch (error) {
    // An error's class does not cross the thread boundary: a résumé too long is an answer.
    if (error instanceof ResumeTooLongError) return { ok: false, pages: error.pages };
    throw error;
  }
}
