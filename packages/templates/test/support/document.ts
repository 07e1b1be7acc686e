import { fullName } from '../../src/blocks/portfolio';
import { isRightToLeft, type PortfolioData } from '@showfolio/portfolio-schema';

/** Origin the browser suite serves fixtures from, so '/media/…' pictures resolve without a server. */
export const fixtureOrigin = 'http://portfolio.test';

/** A complete page around a rendered template, as the public viewer serves it. */
export function portfolioDocument(
  rendered: { html: string; css: string },
  data: PortfolioData,
): string {
  return [
    '<!DOCTYPE html>',
    // The page's language and direction, as the published page writes them.
    `<html lang="${data.design.language ?? 'en'}"${isRightToLeft(data.design.language) ? ' dir="rtl"' : ''}>`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml((fullName(data) || 'Portfolio').slice(0, 50))} - Portfolio</title>`,
    `<base href="${fixtureOrigin}/" />`,
    `<style>${rendered.css}</style>`,
    '</head>',
    `<body>${rendered.html}</body>`,
    '</html>',
  ].join('\n');
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
