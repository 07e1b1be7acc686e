import type { PortfolioData } from '@showfolio/portfolio-schema';

/**
 * One entry of a section beyond the spec's four (awards, certificates, publications, languages,
 * volunteering, interests, references, custom sections) in the shape every such entry shares,
 * so one block draws them all with a template's entry classes.
 */
export interface SectionEntry {
  title: string;
  /** The organisation, awarder, issuer, publisher, fluency or subtitle. */
  subtitle: string;
  /** Empty for a one-day fact (an award): `endDate` then holds its date. */
  startDate: string;
  endDate: string;
  /** Markdown, like every description. */
  description: string;
  url: string;
  /** An interest's keywords. */
  tags: readonly string[];
}

const entry = (fields: Partial<SectionEntry>): SectionEntry => ({
  title: '',
  subtitle: '',
  startDate: '',
  endDate: '',
  description: '',
  url: '',
  tags: [],
  ...fields,
});

/** The JSON Resume sections' entries, each read into the shared shape. */
export const resumeSectionEntries = {
  awards: (data: PortfolioData) =>
    data.awards.map((award) =>
      entry({ title: award.title, subtitle: award.awarder, endDate: award.date, description: award.summary }),
    ),
  certificates: (data: PortfolioData) =>
    data.certificates.map((certificate) =>
      entry({ title: certificate.name, subtitle: certificate.issuer, endDate: certificate.date, url: certificate.url }),
    ),
  publications: (data: PortfolioData) =>
    data.publications.map((publication) =>
      entry({
        title: publication.name,
        subtitle: publication.publisher,
        endDate: publication.releaseDate,
        url: publication.url,
        description: publication.summary,
      }),
    ),
  languages: (data: PortfolioData) =>
    data.languages.map((language) => entry({ title: language.language, subtitle: language.fluency })),
  volunteering: (data: PortfolioData) =>
    data.volunteering.map((role) =>
      entry({
        title: role.position,
        subtitle: role.organization,
        startDate: role.startDate,
        endDate: role.endDate,
        url: role.url,
        description: role.summary,
      }),
    ),
  interests: (data: PortfolioData) =>
    data.interests.map((interest) => entry({ title: interest.name, tags: interest.keywords })),
  references: (data: PortfolioData) =>
    data.references.map((reference) => entry({ title: reference.name, description: reference.reference })),
} as const;

export type ResumeSectionKey = keyof typeof resumeSectionEntries;

/** A custom section's entries in the shared shape. */
export const customSectionEntries = (section: PortfolioData['customSections'][number]) =>
  section.entries.map((item) =>
    entry({
      title: item.title,
      subtitle: item.subtitle,
      startDate: item.startDate,
      endDate: item.endDate,
      description: item.description,
      url: item.url,
    }),
  );

const hasWords = (text: string) => text.trim() !== '';

/** An entry with anything to show. */
export const isShown = (item: SectionEntry) =>
  [item.title, item.subtitle, item.description, item.url, item.endDate, item.startDate].some(hasWords) ||
  item.tags.length > 0;
