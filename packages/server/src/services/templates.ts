import { staticTemplateCatalogue, type Template } from '@showfolio/portfolio-schema';

/** Where the template list comes from; swapping the catalogue means writing one of these. */
export interface TemplateSource {
  list(): readonly Template[];
  find(templateIdentifier: string): Template | undefined;
}

export function templateSourceFrom(templates: readonly Template[]): TemplateSource {
  const byId = new Map(templates.map((template) => [template.templateIdentifier, template]));
  return { list: () => templates, find: (id) => byId.get(id) };
}

/** The fifteen templates as portfolio-schema describes them. */
export const staticTemplateSource = (): TemplateSource => templateSourceFrom(staticTemplateCatalogue);
