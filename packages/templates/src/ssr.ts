// Server-side rendering entry (`@showfolio/templates/ssr`). Uses node:fs to inline each template's
// built CSS, so it must never be imported by browser code; the host calls it from the built dist.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { loadFormattedBlocks } from './blocks/FormattedText/markdown';
import { PageLinksContext, pageLinksFor, type PageLinks } from './blocks/PdfLink/pageLinks';
import { designFontCss, findFontFile, fontFamilies, pageText } from './fonts';
import { loadTemplate } from './sdk/catalogue';
import { loadPageMessages } from './i18n/loadPageMessages';
import { PageMessagesContext } from './i18n/PageMessages';
import { documentCss } from './sdk/documentCss';

export type RenderResult =
  | { ok: true; id: string; html: string; css: string }
  | { ok: false; reason: 'not-found'; id: string };

// src/ssr.ts, dist/ssr.js and any dist chunk all sit one directory below the package root.
const packageRoot = new URL('../', import.meta.url);

/** Folder of `<id>.webp` thumbnails; the host serves it at `thumbnailUrlPrefix` (/templates/thumbnails/). */
export const thumbnailsDir = fileURLToPath(new URL('thumbnails/', packageRoot));

/** Where the build writes one template's CSS (blocks included), which `renderPortfolio` inlines. */
export const templateCssPath = (id: string): string =>
  fileURLToPath(new URL(`dist/templates/${id}/index.css`, packageRoot));

const cssCache = new Map<string, Promise<string>>();

function templateCss(id: string): Promise<string> {
  let css = cssCache.get(id);
  if (!css) {
    const path = templateCssPath(id);
    css = readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      cssCache.delete(id);
      throw new Error(
        error.code === 'ENOENT'
          ? `The CSS of template ${id} is missing at ${path}: build @showfolio/templates first (pnpm --filter @showfolio/templates build).`
          : `Could not read the CSS of template ${id} at ${path}: ${error.message}`,
      );
    });
    cssCache.set(id, css);
  }
  return css;
}

/**
 * Renders a portfolio with the template `id` to static HTML (readable without JavaScript) and the
 * CSS to inline in the page's `<style>`. An unknown identifier is a normal outcome, not an error:
 * the viewer shows 'Template Not Found' for it. `pageLinks.pdfHref` (the published page's PDF)
 * becomes a "Download PDF" link (in the page's language, `data.design.language`) in the template's contact area unless the owner turned it off.
 */
export async function renderPortfolio(
  id: string,
  data: PortfolioData,
  pageLinks: PageLinks = {},
): Promise<RenderResult> {
  // The Markdown parser is loaded on demand; static rendering cannot wait for it, so it is here first.
  // So is the page's language: its catalogue and formatter (nothing to load for English).
  const [definition, , messages] = await Promise.all([
    loadTemplate(id),
    loadFormattedBlocks(),
    loadPageMessages(data.design.language),
  ]);
  if (!definition) return { ok: false, reason: 'not-found', id };
  const [css, html] = await Promise.all([
    templateCss(definition.id),
    Promise.resolve(
      renderToStaticMarkup(
        createElement(
          PageMessagesContext.Provider,
          { value: messages },
          createElement(
            PageLinksContext.Provider,
            { value: pageLinksFor(data, pageLinks) },
            createElement(definition.plainComponent, { data }),
          ),
        ),
      ),
    ),
  ]);
  // The owner's accent and scheme follow the template's CSS in the same stylesheet ('' for
  // `design: {}`), then an owner's font: its @font-face rules (only the subsets the page's words
  // need) and the template's font tokens set to it. Without choices the CSS is the template's own.
  const font = data.design?.font;
  const fontCss = font ? designFontCss(definition.fontTokens, font, pageText(html)) : '';
  return { ok: true, id: definition.id, html, css: documentCss + css + definition.designCss(data.design) + fontCss };
}

const fontRequire = createRequire(import.meta.url);

/**
 * Where a served font file (`fontUrlPrefix` + name, as `renderPortfolio`'s CSS asks for it) lies on
 * disk, or null for any name that is not one of the Design panel's files: the host serves nothing
 * else from there, so no path can leave the font packages.
 */
export function fontFilePath(name: string): string | null {
  const found = findFontFile(name);
  if (!found) return null;
  // The packages export their CSS only: their folder is the one of index.css.
  const packageDir = dirname(fontRequire.resolve(fontFamilies[found.font].package));
  return join(packageDir, 'files', found.file.source);
}

export { fontPreloadLinks, fontUrlPrefix } from './fonts';
export {
  getTemplateMeta,
  isRegisteredTemplate,
  registeredTemplateIds,
  templateCatalogue,
  templateRecords,
  toTemplateRecord,
} from './sdk/catalogue';
export { documentCss } from './sdk/documentCss';
export { englishMessages, loadPageMessages, PageMessagesContext } from './i18n';
export type { MessageId, PageMessages } from './i18n';
export * from './document';
export { formattedPlainText } from './blocks/FormattedText/formattedBlocks';
export { thumbnailSrcSetFor, thumbnailUrlFor, thumbnailUrlPrefix, thumbnailWidths } from './sdk/defineTemplateMeta';
export type { SocialCardColors, TemplateMeta } from './sdk/types';
export type { PageLinks } from './blocks/PdfLink/pageLinks';
