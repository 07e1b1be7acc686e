import { useEffect } from 'react';
import { defaultDocumentTitle, productName } from '@showfolio/portfolio-schema';

/** '{page} - Showfolio', or the product's default title for the landing page. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} - ${productName}` : defaultDocumentTitle;
  }, [page]);
}
