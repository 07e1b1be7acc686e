// Apart from PdfLink.tsx so that the server entry (ssr.ts) provides the context without a style sheet.
import { createContext, useContext } from 'react';
import { safeUrl, type PortfolioData } from '@showfolio/portfolio-schema';

/** What the host tells a template about the published page (nothing in previews and stories). */
export interface PageLinks {
  /** Where the page's résumé PDF is served; the page links it as "Download PDF". */
  pdfHref?: string;
}

/**
 * The host's page links, given by `renderPortfolio` around the template: a template's props stay
 * the portfolio alone, and a template that shows a contact list shows the PDF link with no code of
 * its own.
 */
export const PageLinksContext = createContext<PageLinks>({});

/** The page links a portfolio shows: no PDF link when its owner turned it off or the address is unsafe. */
export const pageLinksFor = (data: PortfolioData, { pdfHref }: PageLinks = {}): PageLinks => {
  const href = data.showPdfLink === false ? undefined : safeUrl(pdfHref);
  return href ? { pdfHref: href } : {};
};

/** The published page's PDF address, when it has one to link. */
export const usePdfHref = (): string | undefined => useContext(PageLinksContext).pdfHref;
