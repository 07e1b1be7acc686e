import type * as z from 'zod/mini';
import {
  customEntryFormList,
  experienceEntrySchema,
  projectEntrySchema,
  type CustomEntryFormList,
  type EntryForm,
  type EntryFormList,
  type PortfolioDraft,
} from '../draft';
import {
  awardSchema,
  certificateSchema,
  customSectionEntrySchema,
  educationSchema,
  interestSchema,
  languageSchema,
  publicationSchema,
  referenceSchema,
  volunteeringSchema,
} from '../portfolio-data';

type FormValue = EntryForm['entry'][string];

/**
 * The entry a form shows: `blank` with each field taken from the stored form when it has the
 * field's kind (text, or a list of tags, images or links). Anything else in storage is ignored.
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

const entrySchemas: Record<Exclude<EntryFormList, CustomEntryFormList>, z.ZodMiniType> = {
  education: educationSchema,
  projects: projectEntrySchema,
  experiences: experienceEntrySchema,
  awards: awardSchema,
  certificates: certificateSchema,
  publications: publicationSchema,
  languages: languageSchema,
  volunteering: volunteeringSchema,
  interests: interestSchema,
  references: referenceSchema,
};

/** The schema an entry of `list` must pass to be added. */
export const entrySchemaOf = (list: EntryFormList): z.ZodMiniType =>
  list.startsWith('custom:') ? customSectionEntrySchema : entrySchemas[list as keyof typeof entrySchemas];

/**
 * A form as the preview reads it: an image still waiting for its alt text shows (with a
 * placeholder alt) instead of keeping the whole project out of the preview.
 */
const previewable = (entry: EntryForm['entry']): EntryForm['entry'] => {
  const { images } = entry;
  if (!Array.isArray(images)) return entry;
  return {
    ...entry,
    images: images.map((image) =>
      typeof image === 'object' && typeof image.alt === 'string' && !image.alt.trim()
        ? { ...image, alt: 'An image without a description yet' }
        : image,
    ),
  };
};

function listWithForm<T>(list: readonly T[], form: EntryForm | undefined, schema: z.ZodMiniType): T[] {
  if (!form || !entryFormHoldsText(form.entry)) return [...list];
  const parsed = schema.safeParse(previewable(form.entry));
  // A field that is not valid yet (a half-typed date) keeps the entry out until it is.
  if (!parsed.success) return [...list];
  const entry = parsed.data as T;
  const { editing } = form;
  if (editing !== null && editing < list.length) return list.map((item, index) => (index === editing ? entry : item));
  return [...list, entry];
}

const resumeLists = ['awards', 'certificates', 'publications', 'languages', 'volunteering', 'interests', 'references'] as const;

/**
 * The draft as the live preview shows it: every entry typed into a form counts, added or not (a
 * new one at the end of its list, an edited one in its place), so nobody edits blind.
 */
export function withEntryForms(draft: PortfolioDraft): PortfolioDraft {
  const forms = draft.entryForms;
  if (Object.values(forms).every((form) => form === undefined)) return draft;
  const withForm = <T>(list: readonly T[], key: EntryFormList) => listWithForm(list, forms[key], entrySchemaOf(key));
  const sections = { ...draft.sections };
  for (const key of resumeLists) Object.assign(sections, { [key]: withForm<unknown>(draft.sections[key], key) });
  sections.customSections = draft.sections.customSections.map((section) => ({
    ...section,
    entries: withForm(section.entries, customEntryFormList(section.id)),
  }));
  return {
    ...draft,
    education: withForm(draft.education, 'education'),
    projects: { ...draft.projects, projects: withForm(draft.projects.projects, 'projects') },
    experiences: { ...draft.experiences, experiences: withForm(draft.experiences.experiences, 'experiences') },
    sections,
  };
}
