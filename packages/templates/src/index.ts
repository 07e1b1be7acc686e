// Browser-safe entry: metadata, the registry and lazy loading. No CSS and no Node APIs are
// reachable from here, so the server can read the catalogue and apps pay for a template's
// chunk only when they show it. Server-side rendering lives in `@showfolio/templates/ssr`.
import { lazy } from 'react';
import { loadFormattedBlocks } from './blocks/FormattedText/markdown';

export { templates } from './registry';
export { templateMetas } from './metas';
export { initialsSvg } from './blocks/Avatar/initialsSvg';
export {
  getTemplateMeta,
  isRegisteredTemplate,
  lazyTemplate,
  loadTemplate,
  registeredTemplateIds,
  templateCatalogue,
  templateRecords,
  toTemplateRecord,
} from './sdk/catalogue';
export { documentCss } from './sdk/documentCss';
export { accentAdjustedMessage, contrastRatio, guardTemplateAccent, schemesShown, textContrast, uiContrast } from './design/contrast';
export { guardAccent, resumeAccent, socialCardColours, templateColours } from './design/guardAccent';
export { designCss } from './design/designCss';
export { templateSchemes } from './design/types';
export type { AccentShades, GuardedAccent, TemplateColours, TemplateScheme, TemplateStyling } from './design/types';
/**
 * Loads the Markdown parser ahead of need: for an editor, where the next keystroke may be the
 * first Markdown and the preview should not wait for (or fetch) the parser then.
 */
export { loadFormattedBlocks as preloadFormatting } from './blocks/FormattedText/markdown';
/**
 * The templates' prose renderer (a bio or description with its Markdown subset, links through
 * SafeLink), loaded on demand with its styles: for an editor that shows a text as the page will.
 */
export const LazyFormattedText = lazy(() =>
  import('./blocks/FormattedText/FormattedText').then((module) => ({ default: module.FormattedText })),
);
/**
 * The same renderer as a plain component, resolved once its chunk and the parser are both here, so
 * rendering it never suspends: for an editor that keeps showing the text as typed until then and
 * must not hold its other updates behind a Suspense boundary.
 */
export const loadFormattedText = () =>
  Promise.all([import('./blocks/FormattedText/FormattedText'), loadFormattedBlocks()]).then(
    ([module]) => module.FormattedText,
  );
export { defineTemplate, tokenValues } from './sdk/defineTemplate';
export {
  defineRegistry,
  defineTemplateMeta,
  thumbnailSrcSetFor,
  thumbnailUrlFor,
  thumbnailUrlPrefix,
  thumbnailWidths,
} from './sdk/defineTemplateMeta';
export type { TemplateMetaInput, ThumbnailWidth } from './sdk/defineTemplateMeta';
export type {
  SocialCardColors,
  TemplateComponent,
  TemplateDefinition,
  TemplateMeta,
  TemplateProps,
  TemplateRegistration,
  TemplateRegistry,
} from './sdk/types';
/**
 * The Design panel's fonts: the editor's preview adds `designFontCss(definition.fontTokens, font,
 * portfolioText(data))` to its frame's styles, as public pages carry it (the host serves the files
 * under `fontUrlPrefix`).
 */
export {
  designFontCss,
  fontBudget,
  fontFaceCss,
  fontFamilies,
  fontFiles,
  fontStack,
  fontTokenCss,
  fontUrlPrefix,
  portfolioText,
} from './fonts';
export type { FontFamilyFiles, FontFile, TemplateFontTokens } from './fonts';
// The templates' own words in the page's language: a preview loads the language's catalogue and
// provides it around the template (English needs nothing).
export { englishMessages, loadPageMessages, PageMessagesContext, resumeMessages, resumeWordLanguages } from './i18n';
export type { MessageId, PageMessages } from './i18n';
