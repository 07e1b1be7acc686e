// Browser-safe entry: metadata, the registry and lazy loading. No CSS and no Node APIs are
// reachable from here, so the server can read the catalogue and apps pay for a template's
// chunk only when they show it. Server-side rendering lives in `@showfolio/templates/ssr`.
export { templates } from './registry';
export { templateMetas } from './metas';
export { initialsSvg } from './blocks/Avatar/initialsSvg';
export { formattedPlainText } from './blocks/FormattedText/formattedBlocks';
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
export {
  defineRegistry,
  defineTemplate,
  defineTemplateMeta,
  thumbnailUrlFor,
  thumbnailUrlPrefix,
} from './sdk/defineTemplate';
export type { TemplateMetaInput } from './sdk/defineTemplate';
export type {
  SocialCardColors,
  TemplateComponent,
  TemplateDefinition,
  TemplateMeta,
  TemplateProps,
  TemplateRegistration,
  TemplateRegistry,
} from './sdk/types';
