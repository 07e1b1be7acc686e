import { useEffect } from 'react';
import { documentTitleOf } from './pageHeads';

/** '{page} - Showfolio', or the product's default title for the landing page. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitleOf(page);
  }, [page]);
}
