import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import type { PublicPortfolio, ServerConfig, ShowfolioServer } from '@showfolio/server';
import { messages, publicPortfolio } from '@showfolio/portfolio-schema';
import { getTemplateMeta, resumeAccent, socialCardColours } from '@showfolio/templates';
import { etagOf, matchesEtag } from '../etag';
import sharp from 'sharp';
import {
  defaultResumeDesign,
  defaultResumePaper,
  isResumeDesign,
  isResumePaper,
  resumeDesigns,
  resumePapers,
  type ResumeDesign,
  type ResumePaper,
  type ResumePicture,
} from '@showfolio/templates/resume';
import {
  pdfFailureAnswer,
  PORTFOLIO_PDF_FILE,
  PdfRefusedError,
  type ResumePdfs,
} from '../resumePdf';
import { portfolioUrlFor } from '../portfolioUrls';
import type { PublicPages } from '../publicPages';
import { renderSocialImage, SOCIAL_IMAGE_PATH } from '../socialImage';
import {
  clientAddressOf,
  plainTextAnswer,
  rawPathRouting,
  type HostBindings,
  type PortfolioHostEnv,
} from './hostEnv';

/** Reads a picture by its address: the bytes, or null. */
export type OwnPicture = (url: string) => Promise<Buffer | null>;

/**
 * The bytes of a profile picture we host ourselves (uploads through `media`, or the configured S3
 * bucket); never any other address.
 */
export function ownPictureReader(
  config: Pick<ServerConfig, 'appUrl' | 's3'>,
  media: (path: string) => Promise<Response>,
): OwnPicture {
  return async (url) => {
    const mediaPrefix = `${config.appUrl}/media/`;
    let response: Response | null = null;
    if (url.startsWith(mediaPrefix)) {
      response = await media(`/${url.slice(mediaPrefix.length)}`);
    } else if (config.s3 && url.startsWith(`${config.s3.publicUrl}/`)) {
      response = await globalThis
        .fetch(url, { signal: AbortSignal.timeout(5000) })
        .catch(() => null);
    }
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : null;
  };
}

/** A profile picture as a 256 px PNG for a résumé (react-pdf embeds PNG and JPEG only), or null. */
export async function resumePicture(ownPicture: OwnPicture, url: string): Promise<ResumePicture | null> {
  if (!url) return null;
  const bytes = await ownPicture(url).catch(() => null);
  if (!bytes) return null;
  const png = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .resize(256, 256, { fit: 'cover' })
    .png()
    .toBuffer()
    .catch(() => null);
  return png ? { data: new Uint8Array(png), format: 'png' } : null;
}

export interface ShareAssetsOptions {
  config: Pick<ServerConfig, 'appUrl' | 'publicDomain'>;
  pages: PublicPages;
  pdfs: ResumePdfs;
  server: Pick<ShowfolioServer, 'limitClient' | 'limitKey' | 'logger'>;
  ownPicture: OwnPicture;
}

export interface ShareAssets {
  /** The portfolio's Open Graph image (1200×630 PNG), with its own ETag. */
  socialImage(request: Request, subdomain: string): Promise<Response>;
  /**
   * The published portfolio's résumé (`?design=classic|modern|compact&paper=a4|letter`), typeset
   * from its data in a worker, as a download. Rate limited per address, and its renders per
   * portfolio; kept on disk by content, so a résumé is made once per change.
   */
  portfolioPdf(request: Request, subdomain: string, bindings: HostBindings): Promise<Response>;
}

/** What a published portfolio hands to those who share it: its social card and its PDF. */
export function createShareAssets({ config, pages, pdfs, server, ownPicture }: ShareAssetsOptions): ShareAssets {
  // Rendered once per (portfolio content, template version), like the page itself.
  const socialImages = new LRUCache<string, Uint8Array<ArrayBuffer>, PublicPortfolio>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (png) => png.byteLength,
    fetchMethod: async (_key, _stale, { context: portfolio }) => {
      const input = {
        data: publicPortfolio(portfolio.portfolioData),
        // The owner's accent, guarded against the card's background (the template's own without one).
        colors: socialCardColours(portfolio.templateIdentifier, portfolio.portfolioData.design),
        host: new URL(portfolioUrlFor(config, portfolio)).host,
      };
      const picture = portfolio.portfolioData.profilePicture
        ? await ownPicture(portfolio.portfolioData.profilePicture)
        : null;
      // A picture sharp cannot read leaves the initials rather than no image at all.
      const png = await renderSocialImage({ ...input, picture }).catch(() =>
        renderSocialImage({ ...input, picture: null }),
      );
      return new Uint8Array(png);
    },
  });

  async function socialImage(request: Request, subdomain: string): Promise<Response> {
    const portfolio = await pages.deployed(subdomain);
    if (!portfolio?.portfolioData) {
      return new Response(request.method === 'HEAD' ? null : 'Not found\n', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const version = getTemplateMeta(portfolio.templateIdentifier)?.version ?? 'unknown';
    // The card shows the portfolio's address: keyed by it too (see etagOf).
    const etag = etagOf('og-', portfolio.etag, version, portfolioUrlFor(config, portfolio));
    const headers = {
      'Content-Type': 'image/png',
      ETag: etag,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    };
    if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
      return new Response(null, { status: 304, headers });
    const png = await socialImages.fetch(etag, { context: portfolio });
    return new Response(request.method === 'HEAD' ? null : png!, { headers });
  }

  const pictureOf = (url: string) => resumePicture(ownPicture, url);

  async function portfolioPdf(request: Request, subdomain: string, bindings: HostBindings): Promise<Response> {
    const text = (status: number, message: string, extra: Record<string, string> = {}) =>
      plainTextAnswer(request, status, message, extra);
    const asked = askedResumeChoice(new URL(request.url).searchParams);
    if ('refusal' in asked) return text(400, asked.refusal);
    const { design: askedDesign, paper: askedPaper } = asked;
    const refused = await server.limitClient('pdfIp', request, clientAddressOf(bindings));
    if (refused) return text(refused.status, refused.message, refused.headers);
    const portfolio = await pages.deployed(subdomain);
    if (!portfolio?.portfolioData) return text(404, messages.portfolioNotFound);
    const resume = {
      // Hidden e-mail and phone stay off the PDF as off the page (issue 31).
      data: publicPortfolio(portfolio.portfolioData),
      // What the link asks for, else what the owner chose on the dashboard.
      design: askedDesign ?? portfolio.resume?.design ?? defaultResumeDesign,
      paper: askedPaper ?? portfolio.resume?.paper ?? defaultResumePaper,
      // The owner's accent and page language (issue 32), as on the page.
      accent: resumeAccent(portfolio.templateIdentifier, portfolio.portfolioData.design),
      language: portfolio.portfolioData.design.language ?? 'en',
    };
    const etag = `"pdf-${pdfs.keyOf(resume).slice(0, 40)}"`;
    const headers = {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${subdomain.toLowerCase()}-resume.pdf"`,
      ETag: etag,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    };
    if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
      return new Response(null, { status: 304, headers });
    let pdf: Uint8Array<ArrayBuffer>;
    try {
      ({ pdf } = await pdfs.render(
        { ...resume, picture: () => pictureOf(portfolio.portfolioData.profilePicture) },
        async () => {
          const refused = await server.limitKey('pdfPortfolio', subdomain.toLowerCase());
          if (refused) throw new PdfRefusedError(refused);
        },
      ));
    } catch (error) {
      const answer = pdfFailureAnswer(error);
      if (answer.status === 503)
        server.logger.error(
          { code: 'pdf_failed', error: error instanceof Error ? error.message : String(error) },
          'making a résumé PDF failed',
        );
      return text(answer.status, answer.message, answer.headers);
    }
    return new Response(request.method === 'HEAD' ? null : pdf, { headers });
  }

  return { socialImage, portfolioPdf };
}

/** Said (400) for a `design` or `paper` the résumé does not know. */
export const resumeQueryMessage = (name: 'design' | 'paper', value: string, allowed: readonly string[]) =>
  `Unknown ${name} "${value}": use ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}.`;

/** The résumé design and paper a query asks for (each may be absent), or why it is refused (a 400). */
export function askedResumeChoice(
  query: URLSearchParams,
): { design?: ResumeDesign; paper?: ResumePaper } | { refusal: string } {
  const design = query.get('design');
  if (design !== null && !isResumeDesign(design)) return { refusal: resumeQueryMessage('design', design, resumeDesigns) };
  const paper = query.get('paper');
  if (paper !== null && !isResumePaper(paper)) return { refusal: resumeQueryMessage('paper', paper, resumePapers) };
  return { ...(design !== null ? { design } : {}), ...(paper !== null ? { paper } : {}) };
}

/** A portfolio host's `/og-image.png` and `/resume.pdf`. */
export function shareAssetRoutes(assets: ShareAssets): Hono<PortfolioHostEnv> {
  const app = new Hono<PortfolioHostEnv>(rawPathRouting);
  app.get(SOCIAL_IMAGE_PATH, (c) => assets.socialImage(c.req.raw, c.env.site.subdomain));
  app.get(`/${PORTFOLIO_PDF_FILE}`, (c) => assets.portfolioPdf(c.req.raw, c.env.site.subdomain, c.env));
  return app;
}
