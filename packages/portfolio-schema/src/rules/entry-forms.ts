import type * as z from 'zod/mini';
import {
  experienceEntrySchema,
  projectEntrySchema,
  type EntryForm,
  type EntryFormList,
  type PortfolioDraft,
} from '../draft';
import { educationSchema } from '../portfolio-data';

type FormValue = string | readonly string[];

/**
 * The entry a form shows: `blank` with each field taken from the stored form when it has the
 * field's kind (text or a list of tags). Anything else in storage is ignored.
 */
export function entryFormValue<T extends object>(blank: T, stored: EntryForm['entry'] | undefined): T {
  if (!stored) return blank;
  const entry: Record<string, unknown> = { ...(blank as Record<string, unknown>) };
  for (const [field, fallback] of Object.entries(blank) as [string, unknown][]) {
    const value = stored[field];
    if (typeof fallback === 'string' && typeof value === 'string') entry[field] = value;
    else if (Array.isArray(fallback) && Array.isArray(value)) entry[field] = [...value];
  }
  return entry as T;
}

/** Whether a form holds anything typed (text that is not blank, or a tag). */
export const entryFormHoldsText = (entry: EntryForm['entry']) =>
  Object.values(entry).some((value: FormValue) => (typeof value === 'string' ? value.trim() !== '' : value.length > 0));

const entrySchemas: Record<EntryFormList, z.ZodMiniType> = {
  education: educationSchema,
  projects: projectEntrySchema,
  experiences: experienceEntrySchema,
};

function listWithForm<T>(list: readonly T[], form: EntryForm | undefined, schema: z.ZodMiniType): readonly T[] {
  if (!form || !entryFormHoldsText(form.entry)) return list;
  const parsed = schema.safeParse(form.entry);
  // A field that is not valid yet (a half-typed date) keeps the entry out until it is.
  if (!parsed.success) return list;
  const entry = parsed.data as T;
  const { editing } = form;
  if (editing !== null && editing < list.length) return list.map((item, index) => (index === editing ? entry : item));
  return [...list, entry];
}

/**
 * The draft as the live preview shows it: every entry typed into a step's form counts, added or
 * not (a new one at the end of its list, an edited one in its place), so nobody edits blind.
 */
export function withEntryForms(draft: PortfolioDraft): PortfolioDraft {
  const forms = draft.entryForms;
  if (!forms.education && !forms.projects && !forms.experiences) return draft;
  return {
    ...draft,
    education: [...listWithForm(draft.education, forms.education, entrySchemas.education)],
    projects: { ...draft.projects, projects: [...listWithForm(draft.projects.projects, forms.projects, entrySchemas.projects)] },
    experiences: {
      ...draft.experiences,
      experiences: [...listWithForm(draft.experiences.experiences, forms.experiences, entrySchemas.experiences)],
    },
  };
}
