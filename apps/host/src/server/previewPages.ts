import { LRUCache } from 'lru-cache';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { getTemplateMeta } from '@showfolio/templates';
import { etagOf } from './etag';
import { previewPage } from './pages';
import type { RenderTemplate } from './publicPages';

export interface PreviewPagesOptions {
  render: RenderTemplate;
  /** Rendered previews are kept up to about this many bytes. */
  maxBytes?: number;
}

export interface PreviewPages {
  /**
   * The preview page of template `id` filled with `data` (the sample person when null), or null
   * when no such template exists. `dataVersion` changes whenever `data` does (a hash of it).
   */
  page(id: string, data: PortfolioData | null, dataVersion: string): Promise<string | null>;
}

interface PreviewTask {
  id: string;
  data: PortfolioData;
  sample: boolean;
}

/**
 * Preview pages cached per (template, template version, data version): anyone holding a preview
 * link may reload it in a loop, and each reload of an unchanged portfolio must cost a map read,
 * not a render. Renders run through `render` (the worker pool in the product), once per key even
 * when many requests ask at the same moment.
 */
export function createPreviewPages({ render, maxBytes = 16 * 1024 * 1024 }: PreviewPagesOptions): PreviewPages {
  const pages = new LRUCache<string, string, PreviewTask>({
    maxSize: maxBytes,
    sizeCalculation: (html) => Math.max(1, html.length * 2),
    fetchMethod: async (_key, _stale, { context: { id, data, sample } }) => {
      const rendered = await render(id, data);
      if (!rendered.ok) return undefined;
      return previewPage(getTemplateMeta(id)?.name ?? id, rendered, data, { sample });
    },
  });
  return {
    async page(id, data, dataVersion) {
      const meta = getTemplateMeta(id);
      if (!meta) return null;
      const key = etagOf('preview-', id, meta.version, data ? dataVersion : 'sample', `/preview/${id}`);
      return (await pages.fetch(key, { context: { id, data: data ?? samplePortfolio, sample: !data } })) ?? null;
    },
  };
}
