// One task of the render pool (renderPool.ts), run in a worker thread: a template rendered to
// static HTML by the built `@showfolio/templates/ssr`. Plain JavaScript, so the same file runs
// from src/ under the tests and from dist/server/ (tsup copies it there) under `npm start`.
import { renderPortfolio } from '@showfolio/templates/ssr';

/**
 * @param {{ id: string; data: import('@showfolio/portfolio-schema').PortfolioData;
 *   pageLinks?: import('@showfolio/templates/ssr').PageLinks }} task
 */
export default function render({ id, data, pageLinks }) {
  return renderPortfolio(id, data, pageLinks);
}
