import type { PublicPortfolio } from '@showfolio/server';
import { getTemplateMeta } from '@showfolio/templates';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { portfolioNotFoundMessage } from '@showfolio/ui';
import { portfolioNoDataPage, portfolioNotFoundPage, portfolioPage, type RenderedTemplate } from './pages';

export type RenderTemplate = (
  id: string,
  data: PortfolioData,
) => Promise<({ ok: true } & RenderedTemplate) | { ok: false; reason: 'not-found'; id: string }>;

export interface PublicPageResult {
  status: 200 | 404;
  html: string;
  /** Only set for a rendered portfolio: the page is a pure function of (portfolio, template version). */
  etag?: string;
}

export interface PublicPagesOptions {
  lookup: (subdomain: string) => Promise<PublicPortfolio | null>;
  render: RenderTemplate;
  /** The public address of a subdomain, e.g. http://ada.showfolio.localhost:3000/ (canonical, og:url). */
  publicUrl: (subdomain: string) => string;
  /**
   * How long a lookup may be reused when no write went through this process. Writes here
   * invalidate at once; the bound covers writes made by other processes sharing the database.
   */
  lookupTtlMs?: number;
  maxPages?: number;
}

export interface PublicPages {
  page(subdomain: string, lookedUpHost: string): Promise<PublicPageResult>;
  /** Called after every successful API write: the next request reads the database again. */
  invalidate(): void;
}

interface CachedLookup {
  generation: number;
  at: number;
  portfolio: PublicPortfolio | null;
}

/**
 * Server-rendered public portfolios with two caches: the database lookup per subdomain (dropped on
 * any write) and the rendered page per (portfolio ETag, template version), so a hot page costs a
 * map read and no rendering.
 */
export function createPublicPages({ lookup, render, publicUrl, lookupTtlMs = 5000, maxPages = 500 }: PublicPagesOptions): PublicPages {
  let generation = 0;
  const lookups = new Map<string, CachedLookup>();
  const pages = new Map<string, PublicPageResult>();
  const pending = new Map<string, Promise<PublicPortfolio | null>>();

  async function find(subdomain: string): Promise<PublicPortfolio | null> {
    const cached = lookups.get(subdomain);
    if (cached && cached.generation === generation && Date.now() - cached.at < lookupTtlMs) return cached.portfolio;
    // Concurrent requests for the same cold page share one database round trip.
    let inFlight = pending.get(subdomain);
    if (!inFlight) {
      const startedAt = generation;
      inFlight = lookup(subdomain).finally(() => pending.delete(subdomain));
      pending.set(subdomain, inFlight);
      void inFlight.then(
        (portfolio) => {
          if (startedAt === generation) lookups.set(subdomain, { generation: startedAt, at: Date.now(), portfolio });
        },
        () => undefined,
      );
    }
    return inFlight;
  }

  return {
    invalidate() {
      generation += 1;
      lookups.clear();
    },
    async page(subdomain, lookedUpHost) {
      const portfolio = await find(subdomain);
      if (!portfolio) return { status: 404, html: portfolioNotFoundPage(portfolioNotFoundMessage, lookedUpHost) };
      if (!portfolio.portfolioData) {
        return { status: 404, html: portfolioNoDataPage(portfolio.templateIdentifier, portfolio.subdomain) };
      }
      const version = getTemplateMeta(portfolio.templateIdentifier)?.version ?? 'unknown';
      const etag = `"${portfolio.etag.replace(/"/g, '')}-${version}"`;
      const cached = pages.get(etag);
      if (cached) return cached;
      const rendered = await render(portfolio.templateIdentifier, portfolio.portfolioData);
      if (!rendered.ok) {
        return {
          status: 404,
          html: portfolioNotFoundPage(`Template Not Found: ${portfolio.templateIdentifier}`, lookedUpHost),
        };
      }
      const result: PublicPageResult = {
        status: 200,
        etag,
        html: portfolioPage(portfolio.portfolioData, publicUrl(portfolio.subdomain), rendered),
      };
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(etag, result);
      return result;
    },
  };
}
