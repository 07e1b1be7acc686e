import type { TemplateMeta } from './sdk/types';
import { brilliantMeta } from './templates/brilliant-portfolio-v1/meta';
import { creativeMeta } from './templates/creative-portfolio-v1/meta';
import { elegantMeta } from './templates/elegant-portfolio-v1/meta';
import { genzMeta } from './templates/genz-portfolio-v1/meta';
import { glassmorphismMeta } from './templates/glassmorphism-portfolio-v1/meta';
import { lightMeta } from './templates/light-portfolio-v1/meta';
import { minimalMeta } from './templates/minimal-portfolio-v1/meta';
import { modernMinimalMeta } from './templates/modern-minimal-v1/meta';
import { modernMeta } from './templates/modern-portfolio-v1/meta';
import { modernMinimalistMeta } from './templates/modern-minimalist-v1/meta';
import { nebullaGlassMeta } from './templates/nebulla-glass-portfolio-v1/meta';
import { nexusMeta } from './templates/nexus-portfolio-v1/meta';
import { professionalDevMeta } from './templates/professional-dev-portfolio-v1/meta';
import { quantumMeta } from './templates/quantum-portfolio-v1/meta';
import { vibrantMotionMeta } from './templates/vibrant-motion-portfolio-v1/meta';

/**
 * Every template's metadata in catalogue order, without the registry's loaders: what a page that
 * only lists templates (the landing page) needs, so its bundle carries no template chunk map.
 * The registry (registry.ts) is the one list; catalogue.test.tsx checks this one follows it.
 */
export const templateMetas: ReadonlyArray<TemplateMeta> = [
  creativeMeta,
  minimalMeta,
  nebullaGlassMeta,
  nexusMeta,
  quantumMeta,
  elegantMeta,
  modernMinimalistMeta,
  brilliantMeta,
  lightMeta,
  modernMeta,
  glassmorphismMeta,
  vibrantMotionMeta,
  genzMeta,
  professionalDevMeta,
  modernMinimalMeta,
];
