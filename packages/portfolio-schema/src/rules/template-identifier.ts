import type { TemplateId } from '../templates';

/**
 * The shape of a template identifier: lowercase words joined by hyphens, ending in a version
 * (`minimal-portfolio-v1`). Which identifiers exist is the templates registry's business (its
 * `meta.ts` files), not the schema's: a new template needs no schema release.
 */
export const templateIdentifierPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*-v\d+$/;
export const templateIdentifierMaxLength = 100;

/**
 * True for a string shaped like a template identifier (whether a template has it is another
 * matter). The same test as `templateIdentifierSchema`, without zod: the template catalogue runs it
 * on every page.
 */
export const isTemplateIdentifier = (value: unknown): value is TemplateId =>
  typeof value === 'string' &&
  value.length <= templateIdentifierMaxLength &&
  templateIdentifierPattern.test(value);
