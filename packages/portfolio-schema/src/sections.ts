import type { PortfolioData } from './portfolio-data';

// The page's sections (issue 31): their keys, default order, titles, and which ones a template
// shows. The header (name, headline, location, picture, bio) and the contact area are not sections:
// they are always first and last, never reordered or hidden.

// Defaults
/** Every built-in section in its default order: the spec's four, then the JSON Resume set, then links. */
export const sectionKeys = [
  'education',
  'skills',
  'experience',
  'projects',
  'awards',
  'certificates',
  'publications',
  'languages',
  'volunteering',
  'interests',
  'references',
  'links',
] as const;

export const sectionTitles: Record<BuiltInSectionKey, string> = {
  education: 'Education',
  skills: 'Skills',
  experience: 'Experience',
  projects: 'Projects',
  awards: 'Awards',
  certificates: 'Certificates',
  publications: 'Publications',
  languages: 'Languages',
  volunteering: 'Volunteering',
  interests: 'Interests',
  references: 'References',
  links: 'Links',
};

// Type
export type BuiltInSectionKey = (typeof sectionKeys)[number];
export type CustomSectionKey = `custom:${string}`;
export type SectionKey = BuiltInSectionKey | CustomSectionKey;

// Rules
export const customSectionKey = (id: string): CustomSectionKey => `custom:${id}`;
const isBuiltIn = (key: string): key is BuiltInSectionKey => (sectionKeys as readonly string[]).includes(key);

/** Every section `data` can show, in default order: the built-in ones, then its custom sections. */
export function allSectionKeys(data: Pick<PortfolioData, 'customSections'>): SectionKey[] {
  return [...sectionKeys, ...data.customSections.map((section) => customSectionKey(section.id))];
}

/** The user's order: their keys that still exist (once each), then the rest in default order. */
export function orderedSections(data: Pick<PortfolioData, 'customSections' | 'sectionOrder'>): SectionKey[] {
  const known = allSectionKeys(data);
  const chosen = [...new Set(data.sectionOrder)].filter((key): key is SectionKey => known.includes(key as SectionKey));
  return [...chosen, ...known.filter((key) => !chosen.includes(key))];
}

const hasText = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasText);
  if (value && typeof value === 'object') return Object.values(value).some(hasText);
  return false;
};

/** Whether a section has anything to show (an entry with only blank fields counts as empty). */
export function sectionHasContent(key: SectionKey, data: PortfolioData): boolean {
  if (key === 'skills') return hasText(data.skills.tech) || hasText(data.skills.soft);
  if (key === 'links') return data.links.some((link) => link.url.trim() !== '');
  if (isBuiltIn(key)) return hasText(data[key]);
  return hasText(customSectionOf(key, data)?.entries ?? []);
}

/**
 * THE sections a template renders, in order: the user's order (unknown keys dropped, missing keys
 * appended in default order), minus hidden ones, minus sections with nothing to show.
 */
export function visibleSections(data: PortfolioData): SectionKey[] {
  const hidden = new Set(data.hiddenSections);
  return orderedSections(data).filter((key) => !hidden.has(key) && sectionHasContent(key, data));
}

/** The custom section a `custom:<id>` key names, if it exists. */
export function customSectionOf(key: string, data: Pick<PortfolioData, 'customSections'>) {
  if (!key.startsWith('custom:')) return undefined;
  const id = key.slice('custom:'.length);
  return data.customSections.find((section) => section.id === id);
}

/** A section's English heading; a custom section's is the title its author chose. */
export function sectionTitle(key: SectionKey | string, data: Pick<PortfolioData, 'customSections'>): string {
  if (isBuiltIn(key)) return sectionTitles[key];
  return customSectionOf(key, data)?.title ?? '';
}

/**
 * The portfolio as the public sees it: the e-mail and phone number the owner chose to keep off
 * their page are blanked. Hidden sections stay in the data (templates skip them through
 * `visibleSections`). The public JSON, page, JSON-LD, PDF and the editor's preview all use this.
 */
export function publicPortfolio(data: PortfolioData): PortfolioData {
  return {
    ...data,
    email: data.showEmail ? data.email : '',
    mobileNumber: data.showPhone ? data.mobileNumber : '',
  };
}
