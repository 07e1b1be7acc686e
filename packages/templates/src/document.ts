// Full HTML documents (`renderDocument`, part of `@showfolio/templates/ssr`): the one place that
// writes a page's doctype, <html lang dir>, viewport, title, SEO head and inlined CSS, used by the
// Showfolio host for its public, preview and status pages and by the JSON Resume theme.
import { isRightToLeft, personJsonLd, seoMeta, seoTitle, type MetaTag, type PersonJsonLd, type PortfolioData, type SocialImage } from '@showfolio/portfolio-schema';
import { initialsSvg } from './blocks/Avatar/initialsSvg';
import { formattedPlainText } from './blocks/FormattedText/formattedBlocks';
import { fontPreloadLinks, pageText } from './fonts';
// A cycle with ssr.ts (which re-exports this module) that is safe: renderPortfolio is only called, never read at load time.
import { renderPortfolio } from './ssr';

export type TextDirection = 'ltr' | 'rtl' | 'auto';

/** The parts of an HTML document; every string but `title` and `lang` is trusted HTML or CSS. */
export interface HtmlDocumentParts {
  /** BCP 47 language of the page: `en` by default. */
  lang?: string;
  /** Written only when given or when `lang` is a right-to-left language (`ltr` is the default). */
  dir?: TextDirection;
  title: string;
  /** Trusted HTML after the title: meta and link tags, analytics snippets, preload links. */
  head?: string;
  /** The page's CSS, inlined in one <style> so the first response paints without another request. */
  css: string;
  body: string;
  /** A Content-Security-Policy nonce, put on the inline <style> (and the JSON-LD <script>). */
  nonce?: string;
}

/** What `renderDocument` and `portfolioDocument` take besides the portfolio. */
export interface DocumentOptions {
  /** BCP 47 language of the page: the portfolio's `design.language` by default, else `en`. */
  lang?: string;
  dir?: TextDirection;
  /**
   * The page's public address. With it the head holds the canonical link, og:url and the Person
   * JSON-LD's url, and relative picture addresses are made absolute against it.
   */
  url?: string;
  /** A generated share card (Open Graph / Twitter image), preferred over the profile picture. */
  socialImage?: SocialImage;
  /** Replaces the SEO title ('RH | Richard Hendriks - Programmer - Portfolio'). */
  title?: string;
  /**
   * `false` for a page no search engine should list (a preview): the head then holds only
   * `robots: noindex, nofollow`, no description, Open Graph, JSON-LD or favicon.
   */
  indexable?: boolean;
  /** Trusted HTML appended to <head>: an analytics snippet, preload links. */
  head?: string;
  /** CSS appended after the template's (e.g. for `bodyStart`/`bodyEnd`). */
  css?: string;
  /** Trusted HTML before and after the template's markup in <body>. */
  bodyStart?: string;
  bodyEnd?: string;
  nonce?: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/**
 * JSON inside a <script> block: `<` is escaped so no `</script>` or `<!--` in a value can end it;
 * U+2028/2029 for old JavaScript parsers.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

// Languages written right to left (ISO 639-1), whose page needs dir="rtl" when no `dir` is given.
const rightToLeft = new Set(['ar', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

const directionOf = (lang: string, dir: TextDirection | undefined): TextDirection | undefined =>
  dir ?? (rightToLeft.has(lang.split('-')[0]!.toLowerCase()) ? 'rtl' : undefined);

const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

/** A complete HTML document: doctype, <html lang dir>, charset, viewport, title, head, inlined CSS, body. */
export function htmlDocument({ lang = 'en', dir, title, head = '', css, body, nonce }: HtmlDocumentParts): string {
  const direction = directionOf(lang, dir);
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"${direction ? ` dir="${direction}"` : ''}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>${head}<style${nonceAttribute(nonce)}>${css}</style></head><body>${body}</body></html>`
  );
}

function metaTag(tag: MetaTag): string {
  const key = tag.property ? `property="${escapeHtml(tag.property)}"` : `name="${escapeHtml(tag.name ?? '')}"`;
  return `<meta ${key} content="${escapeHtml(tag.content)}">`;
}

/** Up to two letters for the favicon ('Ada Lovelace' → 'AL'); '@' without a name. */
const faviconInitials = (data: PortfolioData): string =>
  [data.firstName, data.lastName].map((part) => Array.from(part.trim())[0]?.toUpperCase() ?? '').join('') || '@';

/** The person's initials as a small SVG icon: the page needs no favicon request of its own. */
export const initialsFavicon = (data: PortfolioData): string =>
  initialsSvg(faviconInitials(data), { cornerRadius: 14 });

const withoutUrl = ({ url: _url, ...person }: PersonJsonLd): Omit<PersonJsonLd, 'url'> => person;

/**
 * The SEO head of a portfolio page (the rules of `@showfolio/portfolio-schema`'s `seoMeta`):
 * description, keywords, author, robots, Open Graph and Twitter card, then the canonical link, the
 * initials favicon and Person JSON-LD. Without a `url` there is no address to give: og:url, the
 * canonical link and JSON-LD's url are left out.
 */
function seoHead(data: PortfolioData, { url, socialImage, nonce }: DocumentOptions): { title: string; head: string } {
  // Search results, link cards and JSON-LD take the bio's words, not its Markdown.
  const plain = { ...data, bio: formattedPlainText(data.bio) };
  const seo = seoMeta(plain, { url: url ?? '', socialImage });
  const tags = url ? seo.metaTags : seo.metaTags.filter((tag) => tag.property !== 'og:url');
  // Without an address the Person has no url rather than an empty one.
  const person = url ? personJsonLd(plain, url) : withoutUrl(personJsonLd(plain, ''));
  const head =
    tags.map(metaTag).join('') +
    (url ? `<link rel="canonical" href="${escapeHtml(seo.canonical)}">` : '') +
    `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(initialsFavicon(data))}">` +
    `<script type="application/ld+json"${nonceAttribute(nonce)}>${scriptJson(person)}</script>`;
  return { title: seo.title, head };
}

/**
 * A full document of a portfolio already rendered by `renderPortfolio` (e.g. in a worker thread):
 * the template's markup and CSS with the head of the SEO rules, plus what only the host knows
 * (address, share image, analytics, nonce) from `options`.
 */
export function portfolioDocument(
  rendered: { html: string; css: string },
  data: PortfolioData,
  options: DocumentOptions = {},
): string {
  const { title, head } =
    options.indexable === false
      ? { title: seoTitle(data), head: '<meta name="robots" content="noindex, nofollow">' }
      : seoHead(data, options);
  // The chosen font's files (those renderPortfolio's @font-face rules name) start with the HTML.
  const font = data.design?.font;
  const preload = font ? fontPreloadLinks(font, pageText(rendered.html)) : '';
  // The page speaks the owner's chosen language (English when none), right to left for Arabic.
  const language = data.design?.language;
  return htmlDocument({
    lang: options.lang ?? language,
    dir: options.dir ?? (isRightToLeft(language) ? 'rtl' : undefined),
    title: options.title ?? title,
    head: head + preload + (options.head ?? ''),
    css: rendered.css + (options.css ?? ''),
    body: (options.bodyStart ?? '') + rendered.html + (options.bodyEnd ?? ''),
    nonce: options.nonce,
  });
}

export type DocumentResult = { ok: true; id: string; html: string } | { ok: false; reason: 'not-found'; id: string };

/**
 * Renders a portfolio with the template `id` to a complete HTML document: doctype, `lang`/`dir`,
 * viewport, the title and meta of the SEO rules, the template's CSS inlined and its markup, readable
 * without JavaScript. An unknown identifier is a normal outcome (`{ ok: false, reason: 'not-found' }`).
 */
export async function renderDocument(id: string, data: PortfolioData, options: DocumentOptions = {}): Promise<DocumentResult> {
  const rendered = await renderPortfolio(id, data);
  if (!rendered.ok) return rendered;
  return { ok: true, id: rendered.id, html: portfolioDocument(rendered, data, options) };
}
