import { limits } from '@showfolio/portfolio-schema';

/** The sections edited here: the JSON Resume set (the spec's own have their wizard steps). */
export const resumeSectionKeys = [
  'awards',
  'certificates',
  'publications',
  'languages',
  'volunteering',
  'interests',
  'references',
] as const;
export type ResumeSectionKey = (typeof resumeSectionKeys)[number];

export const fieldKinds = ['text', 'markdown', 'date', 'url', 'tags', 'choice'] as const;
export type FieldKind = (typeof fieldKinds)[number];

export interface SectionField {
  name: string;
  label: string;
  kind: FieldKind;
  /** The entry cannot be added without it. */
  required?: boolean;
  hint?: string;
  /** `choice`: the options offered (free text stays possible through "Other"). */
  options?: readonly string[];
  /** Spans both columns of the form. */
  wide?: boolean;
}

export interface SectionForm {
  /** Singular noun for the buttons: "Add award". */
  noun: string;
  /** What the section is for, under its heading. */
  intro: string;
  fields: readonly SectionField[];
  /** Which fields the entry's line in the list shows. */
  summary: { title: string; subtitle?: string; meta?: string };
}

/** JSON Resume's own fluency scale, strongest first, as people write it on a CV. */
export const fluencyLevels = ['Native speaker', 'Fluent', 'Professional working', 'Limited working', 'Elementary'] as const;

/** One table for every section's form: its fields in order, what is required, how a line reads. */
export const sectionForms: Record<ResumeSectionKey | 'custom', SectionForm> = {
  awards: {
    noun: 'award',
    intro: 'Prizes, honours and recognitions.',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'awarder', label: 'Awarded by', kind: 'text' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'summary', label: 'Summary', kind: 'markdown', wide: true },
    ],
    summary: { title: 'title', subtitle: 'awarder', meta: 'date' },
  },
  certificates: {
    noun: 'certificate',
    intro: 'Certifications and licences, with a link to check them.',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'issuer', label: 'Issuer', kind: 'text' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'url', label: 'Link', kind: 'url' },
    ],
    summary: { title: 'name', subtitle: 'issuer', meta: 'date' },
  },
  publications: {
    noun: 'publication',
    intro: 'Articles, papers, books and talks you published.',
    fields: [
      { name: 'name', label: 'Title', kind: 'text', required: true },
      { name: 'publisher', label: 'Publisher', kind: 'text' },
      { name: 'releaseDate', label: 'Release date', kind: 'date' },
      { name: 'url', label: 'Link', kind: 'url' },
      { name: 'summary', label: 'Summary', kind: 'markdown', wide: true },
    ],
    summary: { title: 'name', subtitle: 'publisher', meta: 'releaseDate' },
  },
  languages: {
    noun: 'language',
    intro: 'The languages you speak, and how well.',
    fields: [
      { name: 'language', label: 'Language', kind: 'text', required: true },
      { name: 'fluency', label: 'Fluency', kind: 'choice', options: fluencyLevels },
    ],
    summary: { title: 'language', subtitle: 'fluency' },
  },
  volunteering: {
    noun: 'volunteering role',
    intro: 'Unpaid work that tells who you are.',
    fields: [
      { name: 'organization', label: 'Organisation', kind: 'text', required: true },
      { name: 'position', label: 'Position', kind: 'text' },
      { name: 'startDate', label: 'Start date', kind: 'date' },
      { name: 'endDate', label: 'End date', kind: 'date', hint: 'Leave empty if you still do it.' },
      { name: 'url', label: 'Link', kind: 'url' },
      { name: 'summary', label: 'Summary', kind: 'markdown', wide: true },
    ],
    summary: { title: 'organization', subtitle: 'position', meta: 'startDate' },
  },
  interests: {
    noun: 'interest',
    intro: 'What you care about outside work.',
    fields: [
      { name: 'name', label: 'Interest', kind: 'text', required: true },
      { name: 'keywords', label: 'Keywords', kind: 'tags', wide: true },
    ],
    summary: { title: 'name', subtitle: 'keywords' },
  },
  references: {
    noun: 'reference',
    intro: 'What people you worked with say about you.',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, hint: 'Who said it, e.g. "Ada Lovelace, CTO at Engines Ltd".' },
      { name: 'reference', label: 'Reference', kind: 'markdown', required: true, wide: true },
    ],
    summary: { title: 'name', subtitle: 'reference' },
  },
  custom: {
    noun: 'entry',
    intro: 'Entries with a title, a subtitle, dates, a description and a link.',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'subtitle', label: 'Subtitle', kind: 'text' },
      { name: 'startDate', label: 'Start date', kind: 'date' },
      { name: 'endDate', label: 'End date', kind: 'date' },
      { name: 'url', label: 'Link', kind: 'url' },
      { name: 'description', label: 'Description', kind: 'markdown', wide: true },
    ],
    summary: { title: 'title', subtitle: 'subtitle', meta: 'startDate' },
  },
};

/** The most characters a field of this kind takes (the schema says the same). */
export const fieldMaxLength = (kind: FieldKind) =>
  kind === 'markdown' ? limits.description : kind === 'url' ? limits.url : limits.shortText;

/** A blank entry of the form: '' for each field, [] for tags. */
export const blankEntryOf = (form: SectionForm): Record<string, string | string[]> =>
  Object.fromEntries(form.fields.map((field) => [field.name, field.kind === 'tags' ? [] : '']));
