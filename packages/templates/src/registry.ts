import { defineRegistry } from './sdk/defineTemplateMeta';
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
 * Every built template, keyed by its identifier, in catalogue order: the one list of templates
 * (GET /templates, the gallery, the build, the tests and the thumbnails all read it). Only `meta` is
 * imported eagerly; each `load` is a dynamic import so bundlers give every template its own chunk
 * and CSS file. To add a template, add its folder and one entry here (see AUTHORING.md).
 */
export const templates = defineRegistry({
  'creative-portfolio-v1': {
    meta: creativeMeta,
    load: () => import('./templates/creative-portfolio-v1').then((module) => module.template),
  },
  'minimal-portfolio-v1': {
    meta: minimalMeta,
    load: () => import('./templates/minimal-portfolio-v1').then((module) => module.template),
  },
  'nebulla-glass-portfolio-v1': {
    meta: nebullaGlassMeta,
    load: () => import('./templates/nebulla-glass-portfolio-v1').then((module) => module.template),
  },
  'nexus-portfolio-v1': {
    meta: nexusMeta,
    load: () => import('./templates/nexus-portfolio-v1').then((module) => module.template),
  },
  'quantum-portfolio-v1': {
    meta: quantumMeta,
    load: () => import('./templates/quantum-portfolio-v1').then((module) => module.template),
  },
  'elegant-portfolio-v1': {
    meta: elegantMeta,
    load: () => import('./templates/elegant-portfolio-v1').then((module) => module.template),
  },
  'modern-minimalist-v1': {
    meta: modernMinimalistMeta,
    load: () => import('./templates/modern-minimalist-v1').then((module) => module.template),
  },
  'brilliant-portfolio-v1': {
    meta: brilliantMeta,
    load: () => import('./templates/brilliant-portfolio-v1').then((module) => module.template),
  },
  'light-portfolio-v1': {
    meta: lightMeta,
    load: () => import('./templates/light-portfolio-v1').then((module) => module.template),
  },
  'modern-portfolio-v1': {
    meta: modernMeta,
    load: () => import('./templates/modern-portfolio-v1').then((module) => module.template),
  },
  'glassmorphism-portfolio-v1': {
    meta: glassmorphismMeta,
    load: () => import('./templates/glassmorphism-portfolio-v1').then((module) => module.template),
  },
  'vibrant-motion-portfolio-v1': {
    meta: vibrantMotionMeta,
    load: () => import('./templates/vibrant-motion-portfolio-v1').then((module) => module.template),
  },
  'genz-portfolio-v1': {
    meta: genzMeta,
    load: () => import('./templates/genz-portfolio-v1').then((module) => module.template),
  },
  'professional-dev-portfolio-v1': {
    meta: professionalDevMeta,
    load: () =>
      import('./templates/professional-dev-portfolio-v1').then((module) => module.template),
  },
  'modern-minimal-v1': {
    meta: modernMinimalMeta,
    load: () => import('./templates/modern-minimal-v1').then((module) => module.template),
  },
});
