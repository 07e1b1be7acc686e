import { lazy, type LazyExoticComponent } from 'react';
import type { Template } from '@showfolio/portfolio-schema';
import { templates } from '../registry';
import type {
  TemplateComponent,
  TemplateDefinition,
  TemplateMeta,
  TemplateRegistration,
} from './types';

const registry: Readonly<Record<string, TemplateRegistration>> = templates;

const registrationOf = (id: string): TemplateRegistration | undefined =>
  Object.hasOwn(registry, id) ? registry[id] : undefined;

/** Identifiers of the built templates, in catalogue order (the registry's). */
export const registeredTemplateIds = (): string[] => Object.keys(registry);

export const isRegisteredTemplate = (id: string): boolean => registrationOf(id) !== undefined;

export const getTemplateMeta = (id: string): TemplateMeta | undefined => registrationOf(id)?.meta;

/** Metadata of every built template, for GET /templates and the gallery. */
export const templateCatalogue = (): TemplateMeta[] =>
  Object.values(registry).map((registration) => registration.meta);

/** The catalogue in the API's shape (`Template` of portfolio-schema). */
export const toTemplateRecord = (meta: TemplateMeta): Template => ({
  templateIdentifier: meta.id,
  templateName: meta.name,
  description: meta.description,
  category: meta.category,
  meta: {
    thumbnailImgUrl: meta.thumbnailUrl,
    isPremium: meta.isPremium,
    tags: [...meta.tags],
    author: meta.author,
    version: meta.version,
  },
});

/** The whole catalogue in the API's shape: what the host hands the server for GET /templates. */
export const templateRecords = (): Template[] => templateCatalogue().map(toTemplateRecord);

/** Loads one template's chunk (and its CSS); `undefined` when no template has that identifier. */
export const loadTemplate = async (id: string): Promise<TemplateDefinition | undefined> =>
  registrationOf(id)?.load();

const lazyComponents = new Map<string, LazyExoticComponent<TemplateComponent>>();

/**
 * A `React.lazy` component for `<Suspense>` (one instance per identifier, so re-renders do not
 * reload it); `undefined` for an unknown identifier, which the renderer shows as 'Template Not Found'.
 */
export function lazyTemplate(id: string): LazyExoticComponent<TemplateComponent> | undefined {
  const registration = registrationOf(id);
  if (!registration) return undefined;
  const templateId = registration.meta.id;
  let component = lazyComponents.get(templateId);
  if (!component) {
    component = lazy(() =>
      registration.load().then((definition) => ({ default: definition.component })),
    );
    lazyComponents.set(templateId, component);
  }
  return component;
}
