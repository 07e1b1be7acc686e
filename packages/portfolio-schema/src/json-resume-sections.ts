import './zod-setup';
import * as z from 'zod/mini';
import { isDateText } from './dates';
import { limits } from './limits';
import type { PortfolioData, PortfolioSections } from './portfolio-data';
import { safeUrl } from './rules/safe-url';
import { addTag } from './rules/suggestions';

// The JSON Resume sections issue 31 added to the portfolio (volunteer, awards, certificates,
// publications, languages, interests, references), read and written by json-resume.ts, and the
// `showfolio` extension that carries what JSON Resume has no place for (custom sections, section
// order and hiding, the privacy switches) so an export imports back without loss.

// Schema
const text = z.string({ error: 'must be text' }).check(
  z.maxLength(limits.message, `must be at most ${limits.message} characters`),
);
export const resumeList = <T extends z.ZodMiniType>(item: T) =>
  z
    .array(item, { error: 'must be a list' })
    .check(z.maxLength(limits.listEntries, `can have at most ${limits.listEntries} entries`));
export const resumeEntry = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: 'must be an object' });
export const optionalText = z.optional(text);
export const optionalTextList = z.optional(resumeList(text));

/** The sections of a JSON Resume this file reads; unknown properties are ignored. */
export const jsonResumeSectionsShape = {
  volunteer: z.optional(
    resumeList(
      resumeEntry({
        organization: optionalText,
        position: optionalText,
        url: optionalText,
        startDate: optionalText,
        endDate: optionalText,
        summary: optionalText,
        highlights: optionalTextList,
      }),
    ),
  ),
  awards: z.optional(resumeList(resumeEntry({ title: optionalText, date: optionalText, awarder: optionalText, summary: optionalText }))),
  certificates: z.optional(resumeList(resumeEntry({ name: optionalText, date: optionalText, url: optionalText, issuer: optionalText }))),
  publications: z.optional(
    resumeList(
      resumeEntry({ name: optionalText, publisher: optionalText, releaseDate: optionalText, url: optionalText, summary: optionalText }),
    ),
  ),
  languages: z.optional(resumeList(resumeEntry({ language: optionalText, fluency: optionalText }))),
  interests: z.optional(resumeList(resumeEntry({ name: optionalText, keywords: optionalTextList }))),
  references: z.optional(resumeList(resumeEntry({ name: optionalText, reference: optionalText }))),
  /** Our extension; its values are checked by the draft schema the import ends in. */
  showfolio: z.optional(
    resumeEntry({
      customSections: z.optional(z.unknown()),
      sectionOrder: z.optional(z.unknown()),
      hiddenSections: z.optional(z.unknown()),
      showEmail: z.optional(z.unknown()),
      showPhone: z.optional(z.unknown()),
    }),
  ),
};
type JsonResumeSectionsInput = z.infer<ReturnType<typeof z.object<typeof jsonResumeSectionsShape>>>;

// Type
/** What toJsonResume writes for these sections (JSON Resume 1.0 plus the `showfolio` extension). */
export interface JsonResumeSections {
  volunteer: Array<{ organization: string; position: string; url?: string; startDate?: string; endDate?: string; summary?: string }>;
  awards: Array<{ title: string; awarder?: string; date?: string; summary?: string }>;
  certificates: Array<{ name: string; issuer?: string; date?: string; url?: string }>;
  publications: Array<{ name: string; publisher?: string; releaseDate?: string; url?: string; summary?: string }>;
  languages: Array<{ language: string; fluency?: string }>;
  interests: Array<{ name: string; keywords?: string[] }>;
  references: Array<{ name: string; reference: string }>;
  showfolio: Pick<PortfolioSections, 'customSections' | 'sectionOrder' | 'hiddenSections'> & {
    showEmail: boolean;
    showPhone: boolean;
  };
}

// Rules
/** JSON Resume's iso8601 definition. */
const RESUME_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
export const clean = (value: string | undefined) => value?.trim() ?? '';
/** A JSON Resume date kept when it is a real one ("2019-13" matches the format but is left out). */
export const resumeDate = (value: string | undefined) =>
  RESUME_DATE.test(clean(value)) && isDateText(clean(value)) ? clean(value) : '';
export const webUrl = (value: string | undefined) => {
  const url = safeUrl(clean(value));
  return url && /^https?:/i.test(url) ? url : '';
};
export const joinLines = (...parts: Array<string | undefined>) => parts.map(clean).filter(Boolean).join('\n');
export const bullets = (items: readonly string[] | undefined) =>
  (items ?? []).map(clean).filter(Boolean).map((item) => `• ${item}`);
/** `{ key: value }`, or nothing for an absent or empty value (JSON Resume leaves unknowns out). */
export const optional = <K extends string, V>(key: K, value: V | undefined | '') =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The draft's `sections` (and switches) from a parsed JSON Resume: entries without a name are left out. */
export function importResumeSections(input: JsonResumeSectionsInput) {
  const { volunteer = [], awards = [], certificates = [], publications = [], languages = [], interests = [], references = [] } = input;
  const extension = input.showfolio ?? {};
  return {
    sections: {
      volunteering: volunteer
        .filter((entry) => clean(entry.organization) || clean(entry.position))
        .map((entry) => ({
          organization: clean(entry.organization),
          position: clean(entry.position),
          url: webUrl(entry.url),
          startDate: resumeDate(entry.startDate),
          endDate: resumeDate(entry.endDate),
          summary: joinLines(entry.summary, ...bullets(entry.highlights)),
        })),
      awards: awards
        .filter((entry) => clean(entry.title))
        .map((entry) => ({ title: clean(entry.title), awarder: clean(entry.awarder), date: resumeDate(entry.date), summary: clean(entry.summary) })),
      certificates: certificates
        .filter((entry) => clean(entry.name))
        .map((entry) => ({ name: clean(entry.name), issuer: clean(entry.issuer), date: resumeDate(entry.date), url: webUrl(entry.url) })),
      publications: publications
        .filter((entry) => clean(entry.name))
        .map((entry) => ({
          name: clean(entry.name),
          publisher: clean(entry.publisher),
          releaseDate: resumeDate(entry.releaseDate),
          url: webUrl(entry.url),
          summary: clean(entry.summary),
        })),
      languages: languages
        .filter((entry) => clean(entry.language))
        .map((entry) => ({ language: clean(entry.language), fluency: clean(entry.fluency) })),
      interests: interests
        .filter((entry) => clean(entry.name))
        .map((entry) => ({ name: clean(entry.name), keywords: (entry.keywords ?? []).reduce<string[]>(addTag, []) })),
      references: references
        .filter((entry) => clean(entry.name) || clean(entry.reference))
        .map((entry) => ({ name: clean(entry.name), reference: clean(entry.reference) })),
      customSections: extension.customSections,
      sectionOrder: extension.sectionOrder,
      hiddenSections: extension.hiddenSections,
    },
    showEmail: extension.showEmail,
    showPhone: extension.showPhone,
  };
}

/** The counts of imported section entries, for the import's summary ("2 languages"). */
export function importedSectionCounts(sections: PortfolioSections): string[] {
  const count = (length: number, one: string, many: string) => (length ? `${length} ${length === 1 ? one : many}` : '');
  return [
    count(sections.volunteering.length, 'volunteering entry', 'volunteering entries'),
    count(sections.awards.length, 'award', 'awards'),
    count(sections.certificates.length, 'certificate', 'certificates'),
    count(sections.publications.length, 'publication', 'publications'),
    count(sections.languages.length, 'language', 'languages'),
    count(sections.interests.length, 'interest', 'interests'),
    count(sections.references.length, 'reference', 'references'),
    count(sections.customSections.length, 'custom section', 'custom sections'),
  ].filter(Boolean);
}

/** These sections of `data` in JSON Resume's shape; `uri` makes a link absolute or drops it. */
export function exportResumeSections(data: PortfolioData, uri: (value: string) => string | undefined): JsonResumeSections {
  return {
    volunteer: data.volunteering.map((entry) => ({
      organization: entry.organization,
      position: entry.position,
      ...optional('url', uri(entry.url)),
      ...optional('startDate', resumeDate(entry.startDate)),
      ...optional('endDate', resumeDate(entry.endDate)),
      ...optional('summary', entry.summary),
    })),
    awards: data.awards.map((entry) => ({
      title: entry.title,
      ...optional('awarder', entry.awarder),
      ...optional('date', resumeDate(entry.date)),
      ...optional('summary', entry.summary),
    })),
    certificates: data.certificates.map((entry) => ({
      name: entry.name,
      ...optional('issuer', entry.issuer),
      ...optional('date', resumeDate(entry.date)),
      ...optional('url', uri(entry.url)),
    })),
    publications: data.publications.map((entry) => ({
      name: entry.name,
      ...optional('publisher', entry.publisher),
      ...optional('releaseDate', resumeDate(entry.releaseDate)),
      ...optional('url', uri(entry.url)),
      ...optional('summary', entry.summary),
    })),
    languages: data.languages.map((entry) => ({ language: entry.language, ...optional('fluency', entry.fluency) })),
    interests: data.interests.map((entry) => ({
      name: entry.name,
      ...optional('keywords', entry.keywords.length ? [...entry.keywords] : undefined),
    })),
    references: data.references.map((entry) => ({ name: entry.name, reference: entry.reference })),
    showfolio: {
      customSections: structuredClone(data.customSections),
      sectionOrder: [...data.sectionOrder],
      hiddenSections: [...data.hiddenSections],
      showEmail: data.showEmail,
      showPhone: data.showPhone,
    },
  };
}
