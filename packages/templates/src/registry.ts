import type { TemplateRegistry } from './sdk/types';
import { minimalMeta } from './templates/minimal-portfolio-v1/meta';

/**
 * Every built template, keyed by its identifier. Only `meta` is imported eagerly; each `load`
 * is a dynamic import so bundlers give every template its own chunk and CSS file. Identifiers
 * of `templateIds` that are not built yet are absent (never stubbed).
 */
export const templates: TemplateRegistry = {
  'minimal-portfolio-v1': {
    meta: minimalMeta,
    load: () => import('./templates/minimal-portfolio-v1').then((module) => module.template),
  },
};
