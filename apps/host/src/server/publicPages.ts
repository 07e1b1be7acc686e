import type { PageLinks } from '@showfolio/templates/ssr';
import { createLookupCache, publicPortfolioBytes, type PublicPortfolio } from '@showfolio/server';
import { getTemplateMeta } from '@showfolio/templates';
import { messages, publicPortfolio, SUBDOMAIN_PATTERN, validateSubdomain, type PortfolioData } from '@showfolio/portfolio-schema';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import {
  portfolioNoDataPage,
  notFoundWays,
  portfolioNotFoundPage,
  portfolioPage,
  type RenderedTemplate,
} from './pages';
import { etagOf } from './etag';

export type RenderTemplate = (
  id: string,
  data: PortfolioData,
  /** The published page's links the template shows (its "Download PDF"); none in previews. */
  pageLinks?: PageLinks,
) => Promise<({ ok: true } & RenderedTemplate) | { ok: false; reason: 'not-found'; id: string }>;

export interface PublicPageResult {
  status: 200 | 404;
  html: string;
  /** Only set for a rendered portfolio: the page is a pure function of (portfolio, template version, page address). */
  etag?: string;
  /** A rendered portfolio's bytes in brotli and gzip, made once when the page is cached. */
  compressed?: { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
  /** A rendered portfolio's HTML as UTF-8 bytes, encoded once (a string would be encoded per response). */
  bytes?: Uint8Array<ArrayBuffer>;
}

export interface PublicPagesOptions {
  lookup: (subdomain: string) => Promise<PublicPortfolio | null>;
  /** The portfolio a verified custom domain (a Host header) shows, or null. */
  lookupDomain?: (host: string) => Promise<PublicPortfolio | null>;
  render: RenderTemplate;
  /** The public address of a subdomain, e.g. http://ada.showfolio.localhost:3000/ (canonical, og:url). */
  publicUrl: (subdomain: string) => string;
  /**
   * The public address of a custom domain, e.g. https://ada.dev/: a portfolio whose primary
   * custom domain routes to us has its canonical address and og:url there instead.
   */
  domainUrl?: (domain: string) => string;
  /** The address of a portfolio's PDF (given its page's address), linked from its page; absent when PDFs cannot be made. */
  pdfUrl?: (subdomain: string, pageUrl: string) => string;
  /**
   * How long a lookup may be reused when no write went through this process. Writes here
   * invalidate at once; the bound covers writes made by other processes sharing the database.
   */
  lookupTtlMs?: number;
  /**
   * The app's own address: a not-found page then links home, and offers a free name to whoever
   * signs up (issue 34).
   */
  appUrl?: string;
  /** How long "nothing is deployed here" is reused. */
  missTtlMs?: number;
  /** At most this many subdomains' lookups are kept… */
  maxLookups?: number;
  /** …holding at most about this many bytes of portfolios. */
  maxLookupBytes?: number;
  /** Rendered pages are kept up to about this many bytes. */
  maxPageBytes?: number;
  /** Told of every read of the lookup and page caches, hit or miss (for the metrics). */
  onCacheRead?: (cache: 'lookup' | 'page', hit: boolean) => void;
}

export interface PublicPages {
  page(subdomain: string, lookedUpHost: string): Promise<PublicPageResult>;
  /** What is deployed at `subdomain` (through the same lookup cache as the page), or null. */
  deployed(subdomain: string): Promise<PublicPortfolio | null>;
  /** What a custom domain shows (through the same lookup cache, keyed by the domain), or null. */
  deployedAtDomain(domain: string): Promise<PublicPortfolio | null>;
  /**
   * Called whenever a public page may have changed (an API write here or, on PostgreSQL, in any
   * process sharing the database): the next request reads the database again.
   */
  invalidate(): void;
  /** How many lookups and how many bytes of pages are cached now (for tests and benchmarks). */
  readonly cachedLookups: number;
  readonly cachedPageBytes: number;
}

/** What one page render needs: the portfolio, where it is shown and its key. */
interface PageTask {
  portfolio: PublicPortfolio;
  pageUrl: string;
  pdfHref: string | undefined;
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Server-rendered public portfolios with two bounded caches: the database lookup per subdomain
 * (dropped on any write, reused for `lookupTtlMs`, a miss only for `missTtlMs` so a page that was
 * just deployed shows quickly) and the rendered page per (portfolio ETag, template version, page
 * address), so a hot page costs a map read and no rendering, and a change is rendered once however
 * many visitors ask for it at the same moment. A render that exceeds the render pool's time limit
 * rejects (RenderTimeoutError) and is not cached. Both are LRUs: random names from a crawler or an
 * attacker evict each other instead of growing memory, and a name that cannot be a subdomain is
 * answered without a lookup or a cache entry.
 */
export function createPublicPages({
  lookup,
  lookupDomain = async () => null,
  render,
  publicUrl,
  domainUrl,
  pdfUrl,
  appUrl,
  lookupTtlMs = 5000,
  missTtlMs = 1000,
  maxLookups = 10_000,
  maxLookupBytes = 16 * 1024 * 1024,
  maxPageBytes = 32 * 1024 * 1024,
  onCacheRead = () => undefined,
}: PublicPagesOptions): PublicPages {
  const lookups = createLookupCache<PublicPortfolio>({
    load: lookup,
    ttlMs: lookupTtlMs,
    missTtlMs,
    max: maxLookups,
    maxBytes: maxLookupBytes,
    sizeOf: publicPortfolioBytes,
    onRead: (hit) => onCacheRead('lookup', hit),
  });
  /** The page of `portfolio` at `pageUrl`, or undefined when its template cannot render it. */
  async function renderPage({ portfolio, pageUrl, pdfHref, etag }: PageTask) {
    // The server hands out public data already; applied here too, as every public output does.
    const data = publicPortfolio(portfolio.portfolioData!);
    const rendered = await render(portfolio.templateIdentifier, data, { pdfHref });
    if (!rendered.ok) return undefined;
    const html = portfolioPage(data, pageUrl, rendered);
    const [br, gzip] = await Promise.all([
      brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
      gzipAsync(html, { level: 9 }),
    ]);
    const page: PublicPageResult = {
      status: 200,
      etag,
      html,
      compressed: { br: new Uint8Array(br), gzip: new Uint8Array(gzip) },
      bytes: new Uint8Array(Buffer.from(html)),
    };
    return page;
  }
  const pages = new LRUCache<string, PublicPageResult, PageTask>({
    maxSize: maxPageBytes,
    // Pages are mostly ASCII; two bytes a character bounds a UTF-16 string either way.
    sizeCalculation: (page) =>
      Math.max(
        1,
        page.html.length * 2 +
          (page.compressed ? page.compressed.br.length + page.compressed.gzip.length : 0),
      ),
    fetchMethod: (_etag, _stale, { context }) => renderPage(context),
  });
  // Keys: a subdomain as is; a custom domain (always holds a dot, which a subdomain never does) as is too.
  const find = (key: string, load = lookup) => lookups.get(key, load);
  /**
   * Where a looked-up portfolio is shown and its page's key, worked out once per lookup (the
   * lookup cache hands out the same object until the portfolio changes): a hot page then costs
   * no hashing per request.
   */
  const placements = new WeakMap<PublicPortfolio, { pageUrl: string; pdfHref: string | undefined; etag: string }>();
  const placementOf = (portfolio: PublicPortfolio, version: string) => {
    const known = placements.get(portfolio);
    if (known) return known;
    const pageUrl =
      portfolio.primaryDomain && domainUrl ? domainUrl(portfolio.primaryDomain) : publicUrl(portfolio.subdomain);
    const pdfHref = pdfUrl?.(portfolio.subdomain, pageUrl);
    // Keyed by the page's own address too: see etagOf.
    const placement = { pageUrl, pdfHref, etag: etagOf('', portfolio.etag, version, pageUrl, pdfHref ?? '') };
    placements.set(portfolio, placement);
    return placement;
  };

  /**
   * Nothing is published under `subdomain`: the 404, branded when the app's address is known, and
   * offering the name when it is one a person could deploy to (not reserved, well formed).
   */
  const notFound = (lookedUpHost: string, subdomain?: string): PublicPageResult => ({
    status: 404,
    html: portfolioNotFoundPage(
      messages.portfolioNotFound,
      lookedUpHost,
      appUrl
        ? {
            home: new URL('/', appUrl).href,
            ways: notFoundWays(appUrl, subdomain && validateSubdomain(subdomain).valid ? subdomain : undefined),
          }
        : {},
    ),
  });

  return {
    invalidate() {
      lookups.invalidate();
    },
    get cachedLookups() {
      return lookups.size;
    },
    get cachedPageBytes() {
      return pages.calculatedSize;
    },
    async deployed(requested) {
      const subdomain = requested.toLowerCase();
      return SUBDOMAIN_PATTERN.test(subdomain) ? find(subdomain) : null;
    },
    async deployedAtDomain(domain) {
      return domain.includes('.') ? find(domain.toLowerCase(), lookupDomain) : null;
    },
    async page(requested, lookedUpHost) {
      const subdomain = requested.toLowerCase();
      if (!SUBDOMAIN_PATTERN.test(subdomain)) return notFound(lookedUpHost);
      const portfolio = await find(subdomain);
      if (!portfolio) return notFound(lookedUpHost, subdomain);
      if (!portfolio.portfolioData) {
        return {
          status: 404,
          html: portfolioNoDataPage(portfolio.templateIdentifier, portfolio.subdomain),
        };
      }
      const meta = getTemplateMeta(portfolio.templateIdentifier);
      const { pageUrl, pdfHref, etag } = placementOf(portfolio, meta?.version ?? 'unknown');
      const cached = pages.get(etag);
      onCacheRead('page', cached !== undefined);
      // fetch() joins a render already running for this key: one render per change, however many ask.
      const page =
        cached ?? (meta ? await pages.fetch(etag, { context: { portfolio, pageUrl, pdfHref, etag } }) : undefined);
      return (
        page ?? {
          status: 404,
          html: portfolioNotFoundPage(
            `Template Not Found: ${portfolio.templateIdentifier}`,
            lookedUpHost,
          ),
        }
      );
    },
  };
}
