import {
  defaultDocumentTitle,
  messages,
  notFoundDocumentTitle,
  portfolioNotFoundHints,
  previewDeniedReasons,
  statusReasonsLabel,
  personJsonLd,
  seoMeta,
  type PortfolioData,
} from '@showfolio/portfolio-schema';
import { formattedPlainText, initialsSvg } from '@showfolio/templates';
import { escapeHtml, scriptJson } from './html';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_PATH, SOCIAL_IMAGE_WIDTH } from './socialImage';

/** A template rendered by `@showfolio/templates/ssr`. */
export interface RenderedTemplate {
  html: string;
  css: string;
}

interface DocumentParts {
  title: string;
  head?: string;
  css: string;
  body: string;
}

const document = ({ title, head = '', css, body }: DocumentParts): string =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(title)}</title>${head}<style>${css}</style></head><body>${body}</body></html>`;

// The status pages are read without the app's JavaScript or stylesheet, so they carry their own
// few rules; colours keep a contrast ratio above 7:1.
const statusCss =
  'html,body{margin:0}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc;line-height:1.5}' +
  'main{max-width:40rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}' +
  'h1{font-size:1.75rem;margin:0 0 1rem}code{font-family:ui-monospace,monospace;background:#eef2f7;padding:.1rem .35rem;border-radius:4px;word-break:break-all}' +
  'ul{padding-left:1.25rem}a{color:#1d4ed8}';

function statusPage(title: string, heading: string, body: string, robots = 'noindex'): string {
  return document({
    title,
    head: `<meta name="robots" content="${robots}">`,
    css: statusCss,
    body: `<main><h1>${escapeHtml(heading)}</h1>${body}</main>`,
  });
}

const paragraph = (text: string) => `<p>${text}</p>`;
const list = (label: string, items: readonly string[]) =>
  `<p>${escapeHtml(label)}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** '404 - Portfolio Not Found' with the message, the host looked up and the three hints. */
export function portfolioNotFoundPage(message: string, host: string): string {
  return statusPage(
    notFoundDocumentTitle,
    messages.portfolioNotFoundTitle,
    paragraph(escapeHtml(message)) +
      paragraph(`Looked up: <code>${escapeHtml(host)}</code>`) +
      list(statusReasonsLabel, portfolioNotFoundHints),
  );
}

/** A deployment whose owner has no portfolio data to show. */
export function portfolioNoDataPage(templateIdentifier: string, subdomain: string): string {
  return statusPage(
    notFoundDocumentTitle,
    messages.portfolioNoDataTitle,
    paragraph(messages.portfolioNoData) +
      paragraph(`Template: <code>${escapeHtml(templateIdentifier)}</code>`) +
      paragraph(`Subdomain: <code>${escapeHtml(subdomain)}</code>`),
  );
}

/** Everything but `/` on a portfolio's own host. */
export function hostModeNotFoundPage(path: string): string {
  return statusPage(
    `Page Not Found - ${defaultDocumentTitle}`,
    '404 - Page Not Found',
    paragraph(`There is no page at <code>${escapeHtml(path)}</code> on this portfolio.`) +
      paragraph('<a href="/">Go to the portfolio</a>'),
  );
}

/** A page (public or preview) whose rendering ran past the render pool's time limit: 503, try again. */
export function renderTimedOutPage(): string {
  return statusPage(
    `Please Try Again - ${defaultDocumentTitle}`,
    'Please Try Again',
    paragraph(escapeHtml(messages.renderTimedOut)),
  );
}

/** 'Preview Not Available' with the reason the link was refused. */
export function previewDeniedPage(message: string): string {
  return statusPage(
    `${messages.previewNotAvailableTitle} - ${defaultDocumentTitle}`,
    messages.previewNotAvailableTitle,
    paragraph(escapeHtml(message)) + list(statusReasonsLabel, previewDeniedReasons),
  );
}

// The note sits above the template in its own colours (contrast above 7:1), outside the
// template's markup so every template shows it the same way; a landmark of its own, as axe asks.
const sampleNoteCss =
  '.showfolio-sample-note p{margin:0}.showfolio-sample-note{margin:0;padding:.75rem 1rem;background:#fef3c7;color:#1f2937;border-bottom:1px solid #d97706;' +
  'font:600 1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}';

/**
 * A template filled with the link owner's portfolio for a preview link holder, or with the sample
 * person and a note saying so when the owner has none yet; never indexed.
 */
export function previewPage(templateName: string, page: RenderedTemplate, options: { sample: boolean }): string {
  const note = options.sample
    ? `<aside class="showfolio-sample-note" aria-label="Preview notice"><p role="note">${escapeHtml(messages.previewSampleNote)}</p></aside>`
    : '';
  return document({
    title: `${templateName} Preview - ${defaultDocumentTitle}`,
    head: '<meta name="robots" content="noindex, nofollow">',
    css: page.css + (options.sample ? sampleNoteCss : ''),
    body: note + page.html,
  });
}

function metaTag(tag: { name?: string; property?: string; content: string }): string {
  const key = tag.property
    ? `property="${escapeHtml(tag.property)}"`
    : `name="${escapeHtml(tag.name ?? '')}"`;
  return `<meta ${key} content="${escapeHtml(tag.content)}">`;
}

/** Up to two letters for the favicon ('Ada Lovelace' → 'AL'); '@' without a name. */
const faviconInitials = (data: PortfolioData): string =>
  [data.firstName, data.lastName]
    .map((part) => Array.from(part.trim())[0]?.toUpperCase() ?? '')
    .join('') || '@';

/** The person's initials as a small SVG icon: the page needs no favicon request of its own. */
export const initialsFavicon = (data: PortfolioData): string =>
  initialsSvg(faviconInitials(data), { cornerRadius: 14 });

/** robots.txt of a published portfolio's host: everything may be crawled; the sitemap is next to it. */
export function portfolioRobots(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}sitemap.xml\n`;
}

/** sitemap.xml of a published portfolio's host: its one page and when it last changed. */
export function portfolioSitemap(publicUrl: string, updatedAt: Date): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
    `<url><loc>${escapeHtml(publicUrl)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url></urlset>\n`
  );
}

/**
 * A public portfolio: the template's markup and CSS, and the head the spec lists (title,
 * description, keywords, author, robots, Open Graph, Twitter card, canonical) plus Person JSON-LD
 * and the initials favicon.
 */
export function portfolioPage(
  data: PortfolioData,
  url: string,
  page: RenderedTemplate,
  { pdfUrl }: { pdfUrl?: string } = {},
): string {
  // Search results, link cards and JSON-LD take the bio's words, not its Markdown.
  const plain = { ...data, bio: formattedPlainText(data.bio) };
  const seo = seoMeta(plain, {
    url,
    socialImage: {
      url: `${url}${SOCIAL_IMAGE_PATH.slice(1)}`,
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
    },
  });
  const head =
    seo.metaTags.map(metaTag).join('') +
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}">` +
    `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(initialsFavicon(data))}">` +
    `<script type="application/ld+json">${scriptJson(personJsonLd(plain, url))}</script>`;
  return document({
    title: seo.title,
    head,
    css: pdfUrl ? page.css + downloadLinkCss : page.css,
    body: pdfUrl ? page.html + downloadLink(pdfUrl) : page.html,
  });
}

// A pill in the corner with its own colours (contrast above 12:1 on every template), on top of
// the page rather than in it so no template's layout moves; the printed page is the PDF itself,
// so it does not show there.
const downloadLinkCss =
  '.showfolio-download{position:fixed;right:1rem;bottom:1rem;z-index:2147483647;margin:0}' +
  '.showfolio-download a{display:inline-block;padding:.6rem 1rem;border-radius:999px;background:#111827;color:#fff;' +
  'border:2px solid #fff;font:600 .9375rem/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-decoration:none;' +
  'box-shadow:0 2px 8px rgba(0,0,0,.3)}' +
  '.showfolio-download a:hover{text-decoration:underline}' +
  '.showfolio-download a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}' +
  '@media print{.showfolio-download{display:none}}';

const downloadLink = (href: string) =>
  `<aside class="showfolio-download" aria-label="Download"><a href="${escapeHtml(href)}" download>Download PDF</a></aside>`;
