import {
  appPaths,
  defaultDocumentTitle,
  productName,
  messages,
  notFoundDocumentTitle,
  portfolioNotFoundHints,
  previewDeniedReasons,
  statusReasonsLabel,
  type PageLanguage,
  type PortfolioData,
} from '@showfolio/portfolio-schema';
import { htmlDocument, portfolioDocument } from '@showfolio/templates/ssr';
import { escapeHtml } from './html';
import { notFoundWords } from './notFoundMessages';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_PATH, SOCIAL_IMAGE_WIDTH } from './socialImage';

/** A template rendered by `@showfolio/templates/ssr`. */
export interface RenderedTemplate {
  html: string;
  css: string;
}

// The status pages are read without the app's JavaScript or stylesheet, so they carry their own
// few rules; colours keep a contrast ratio above 7:1.
const statusCss =
  'html,body{margin:0}body{padding:0 .75rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc;line-height:1.5}' +
  'main{max-width:40rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}' +
  'h1{font-size:1.75rem;margin:0 0 1rem}code{font-family:ui-monospace,monospace;background:#eef2f7;padding:.1rem .35rem;border-radius:4px;word-break:break-all}' +
  'ul{padding-left:1.25rem}a{color:#1d4ed8}' +
  '.brand{max-width:40rem;margin:2rem auto 0;padding:0 2rem}.brand a{font-weight:800;font-size:1.25rem;color:#1f2937;text-decoration:none}' +
  '.brand a span{color:#4338ca}main{margin-top:1.5rem}' +
  '.ways{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 0;padding:0;list-style:none}' +
  '.ways a{display:inline-block;padding:.55rem 1rem;border-radius:8px;border:1px solid #4338ca;color:#4338ca;font-weight:600;text-decoration:none}' +
  '.ways a:hover{text-decoration:underline}.ways a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}' +
  '.ways .primary{background:#4338ca;color:#fff}';

/** A way on from a status page: where it goes and what it says. */
export interface StatusLink {
  href: string;
  label: string;
  primary?: boolean;
}

/**
 * A status page in the product's colours, with its wordmark linking home (the app's address: on a
 * portfolio's own host "/" is that portfolio, not the product) and the ways on from there.
 */
function statusPage(
  title: string,
  heading: string,
  body: string,
  {
    home,
    ways = [],
    robots = 'noindex',
    lang,
  }: { home?: string; ways?: readonly StatusLink[]; robots?: string; lang?: PageLanguage } = {},
): string {
  const brand = home
    ? `<header class="brand"><a href="${escapeHtml(home)}">Show<span>folio</span></a></header>`
    : '';
  const links = ways.length
    ? `<ul class="ways">${ways
        .map(
          (way) =>
            `<li><a href="${escapeHtml(way.href)}"${way.primary ? ' class="primary"' : ''}>${escapeHtml(way.label)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  return htmlDocument({
    lang,
    title,
    head: `<meta name="robots" content="${robots}">`,
    css: statusCss,
    body: `${brand}<main><h1>${escapeHtml(heading)}</h1>${body}${links}</main>`,
  });
}

/** The link text of an unknown subdomain's 404 (issue 34): the name can be had. */
export const claimNameText = 'This name is free — claim it';

/** The app's home and the sign-up that suggests `subdomain` as the username, from the app's address. */
export function notFoundWays(appUrl: string, subdomain?: string): StatusLink[] {
  const home = new URL('/', appUrl).href;
  const ways: StatusLink[] = [];
  if (subdomain) {
    const signup = new URL('/signup', appUrl);
    signup.searchParams.set('username', subdomain);
    ways.push({ href: signup.href, label: claimNameText, primary: true });
  }
  ways.push({ href: home, label: `Go to ${productName}` });
  return ways;
}

const paragraph = (text: string) => `<p>${text}</p>`;
const list = (label: string, items: readonly string[]) =>
  `<p>${escapeHtml(label)}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * '404 - Portfolio Not Found' with the message, the host looked up and the three hints; with the
 * app's address, branded with a way home (and `ways` on, such as claiming the name).
 */
export function portfolioNotFoundPage(
  message: string,
  host: string,
  links: { home?: string; ways?: readonly StatusLink[] } = {},
): string {
  return statusPage(
    notFoundDocumentTitle,
    messages.portfolioNotFoundTitle,
    paragraph(escapeHtml(message)) +
      paragraph(`Looked up: <code>${escapeHtml(host)}</code>`) +
      list(statusReasonsLabel, portfolioNotFoundHints),
    links,
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

/** Everything but `/` on a portfolio's own host, in the page's language (English by default). */
export function hostModeNotFoundPage(path: string, lang: PageLanguage = 'en'): string {
  // The path reads left to right inside a right-to-left sentence.
  const words = notFoundWords(lang, `<code dir="ltr">${escapeHtml(path)}</code>`);
  return statusPage(
    `${words.title} - ${defaultDocumentTitle}`,
    `404 - ${words.title}`,
    paragraph(words.noPageAt) + paragraph(`<a href="/">${words.home}</a>`),
    { lang },
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

/**
 * 'Preview Not Available' with the reason the link was refused, branded, with the way to a new
 * link (the gallery, which asks a guest to sign in first) and home. It is served on the app's own
 * host, so its paths are the app's.
 */
export function previewDeniedPage(message: string): string {
  return statusPage(
    `${messages.previewNotAvailableTitle} - ${defaultDocumentTitle}`,
    messages.previewNotAvailableTitle,
    paragraph(escapeHtml(message)) +
      list(statusReasonsLabel, previewDeniedReasons) +
      paragraph('A preview link works for 24 hours. The portfolio\'s owner can make a new one in Design &amp; Templates.'),
    {
      home: '/',
      ways: [
        { href: appPaths.templates, label: 'Make a new preview link', primary: true },
        { href: '/', label: `Go to ${productName}` },
      ],
    },
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
export function previewPage(
  templateName: string,
  page: RenderedTemplate,
  data: PortfolioData,
  options: { sample: boolean },
): string {
  const note = options.sample
    ? `<aside class="showfolio-sample-note" aria-label="Preview notice"><p role="note">${escapeHtml(messages.previewSampleNote)}</p></aside>`
    : '';
  return portfolioDocument(page, data, {
    indexable: false,
    title: `${templateName} Preview - ${defaultDocumentTitle}`,
    css: options.sample ? sampleNoteCss : '',
    bodyStart: note,
  });
}

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
): string {
  return portfolioDocument(page, data, {
    url,
    socialImage: {
      url: `${url}${SOCIAL_IMAGE_PATH.slice(1)}`,
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
    },
  });
}
