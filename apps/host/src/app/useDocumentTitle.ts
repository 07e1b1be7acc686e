import { useEffect } from 'react';
import { defaultDocumentTitle, productName } from '@showfolio/portfolio-schema';

/**
 * The document title a page shows, in the browser tab and in its prerendered HTML alike (apart
 * from the pages' descriptions, which only the prerender step needs).
 */
export const documentTitleOf = (page?: string): string =>
  page ? `${page} - ${productName}` : defaultDocumentTitle;

/** '{page} - Showfolio', or the product's default title for the landing page. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitleOf(page);
  }, [page]);
}
