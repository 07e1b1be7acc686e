import { useEffect } from 'react';
import { defaultDocumentTitle, seoMeta, type PortfolioData } from '@showfolio/portfolio-schema';
import { applyHeadTags, type HeadTag } from './headTags';

/** What the viewer puts in <head>: a title, and for a shown portfolio its SEO tags. */
export type DocumentHead =
  { kind: 'notFound'; title: string } | { kind: 'portfolio'; data: PortfolioData; url?: string };

/** The portfolio's public address without query or fragment, for canonical and og:url. */
const currentPageUrl = () => `${window.location.origin}${window.location.pathname}`;

function portfolioHeadTags(
  data: PortfolioData,
  url: string,
): { title: string; tags: HeadTag[] } {
  const meta = seoMeta(data, { url });
  const tags: HeadTag[] = meta.metaTags.map((tag) =>
    tag.property
      ? { type: 'meta', attribute: 'property', key: tag.property, content: tag.content }
      : { type: 'meta', attribute: 'name', key: tag.name ?? '', content: tag.content },
  );
  tags.push({ type: 'link', rel: 'canonical', href: meta.canonical });
  return { title: meta.title, tags };
}

/**
 * Sets document.title and the SEO tags after render (never during it: the same components render
 * on the server) and, on leaving, removes the tags and puts back the product's default title.
 */
export function useDocumentHead(head: DocumentHead | null): void {
  const kind = head?.kind;
  const title = head?.kind === 'notFound' ? head.title : undefined;
  const data = head?.kind === 'portfolio' ? head.data : undefined;
  const url = head?.kind === 'portfolio' ? head.url : undefined;

  useEffect(() => {
    if (!kind) return;
    if (kind === 'notFound') {
      document.title = title ?? defaultDocumentTitle;
      return () => {
        document.title = defaultDocumentTitle;
      };
    }
    if (!data) return;
    const page = portfolioHeadTags(data, url ?? currentPageUrl());
    document.title = page.title;
    const undo = applyHeadTags(document.head, page.tags);
    return () => {
      undo();
      document.title = defaultDocumentTitle;
    };
  }, [kind, title, data, url]);
}
