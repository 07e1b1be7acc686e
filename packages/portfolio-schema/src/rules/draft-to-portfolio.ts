import type * as z from 'zod/mini';
import { portfolioDraftSchema, type PortfolioDraft } from '../draft';
import type { PortfolioData } from '../portfolio-data';
import {
  experiencesRecordSchema,
  portfolioRecordSchema,
  projectsRecordSchema,
  skillsRecordSchema,
  type StoredSections,
} from '../records';
import { sectionsToPortfolioData } from './sections-to-portfolio';

// Type
/** A draft as found in browser storage or built by hand: alias spellings allowed, fields optional. */
export type PortfolioDraftInput = z.input<typeof portfolioDraftSchema>;
/** The four lists the wizard loads on sign-in, as the API returns them (id or _id, aliases allowed). */
export interface PortfolioRecords {
  portfolios?: readonly unknown[];
  skills?: readonly unknown[];
  projects?: readonly unknown[];
  experiences?: readonly unknown[];
}

/** The draft as the sections the server would store from it. */
export function draftToSections(draft: PortfolioDraft): StoredSections {
  const details = draft.userDetails;
  return {
    user: details,
    portfolio: {
      ...details,
      bio: draft.bio,
      profilePictureUrl: draft.documents.profilePictureUrl,
      resumeUrl: draft.documents.resumeUrl,
      education: draft.education,
      socialLinks: draft.socialLinks,
      headline: draft.headline,
      location: draft.location,
      showEmail: draft.showEmail,
      showPhone: draft.showPhone,
      links: draft.links,
      sections: draft.sections,
      design: draft.design,
    },
    skills: draft.skills,
    projects: draft.projects,
    experiences: draft.experiences,
  };
}

/**
 * The wizard's preview: the draft parsed (aliases resolved, documents folded) and mapped by
 * `sectionsToPortfolioData`, the mapping of the public page. Throws a ZodError when the draft
 * breaks a bound.
 */
export function draftToPortfolioData(input: PortfolioDraftInput | PortfolioDraft): PortfolioData {
  return sectionsToPortfolioData(draftToSections(portfolioDraftSchema.parse(input)));
}

/**
 * The draft loaded on sign-in (builder §4): the first portfolio, and the last skills, projects and
 * experiences records; a missing section stays empty. This is where server records enter the
 * wizard, so their `id`/`_id` and alias spellings are resolved here. Throws a ZodError for a
 * record that does not have the record shape.
 */
export function portfolioRecordsToDraft(records: PortfolioRecords): PortfolioDraft {
  const last = <T>(schema: z.ZodMiniType<T>, list: readonly unknown[] | undefined): T | undefined =>
    list?.length ? schema.parse(list.at(-1)) : undefined;
  const portfolio = records.portfolios?.length ? portfolioRecordSchema.parse(records.portfolios[0]) : undefined;
  const skillSet = last(skillsRecordSchema, records.skills);
  const projectList = last(projectsRecordSchema, records.projects);
  const experienceList = last(experiencesRecordSchema, records.experiences);
  return portfolioDraftSchema.parse({
    userId: skillSet?.userId ?? projectList?.userId ?? experienceList?.userId ?? '',
    userDetails: portfolio?.user,
    bio: portfolio?.bio,
    headline: portfolio?.headline,
    location: portfolio?.location,
    showEmail: portfolio?.showEmail,
    showPhone: portfolio?.showPhone,
    links: portfolio?.links,
    sections: portfolio?.sections,
    design: portfolio?.design,
    documents: portfolio
      ? { profilePictureUrl: portfolio.profilePictureUrl, resumeUrl: portfolio.resumeUrl }
      : undefined,
    education: portfolio?.education,
    skills: skillSet ? { id: skillSet.id, tech: skillSet.tech, soft: skillSet.soft } : undefined,
    projects: projectList ? { id: projectList.id, projects: projectList.projects } : undefined,
    experiences: experienceList ? { id: experienceList.id, experiences: experienceList.experiences } : undefined,
    socialLinks: portfolio?.socialLinks,
    portfolioId: portfolio?.id ?? '',
    deployedTemplates: portfolio?.deployedTemplates,
  });
}
