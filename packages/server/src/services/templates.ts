import { isTemplateIdentifier, type Template } from '@showfolio/portfolio-schema';

/**
 * Where the template list comes from. The server knows no templates of its own (it imports no
 * templates): the host hands it the registry's catalogue (`templateRecords()` of
 * @showfolio/templates), so a new template needs no server or schema change.
 */
export interface TemplateSource {
  list(): readonly Template[];
  find(templateIdentifier: string): Template | undefined;
}

export function templateSourceFrom(templates: readonly Template[]): TemplateSource {
  const byId = new Map(templates.map((template) => [template.templateIdentifier, template]));
  // A malformed identifier is unknown without a lookup, whatever the host's list holds.
  return { list: () => templates, find: (id) => (isTemplateIdentifier(id) ? byId.get(id) : undefined) };
}

/** The API on its own, with no host to hand it a catalogue: no templates to list, preview or deploy. */
export const emptyTemplateSource = (): TemplateSource => templateSourceFrom([]);
