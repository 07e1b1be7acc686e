import { portfolioDraftSchema, type PortfolioDraft } from '../draft';
import { portfolioDataSchema, type PortfolioData } from '../portfolio-data';
import type { ExperiencesRecord, PortfolioRecord, ProjectsRecord, SkillsRecord } from '../records';
import type { z } from 'zod';

// Type
/** A draft as found in browser storage or built by hand: alias spellings allowed, fields optional. */
export type PortfolioDraftInput = z.input<typeof portfolioDraftSchema>;
export interface PortfolioRecords {
  portfolios?: readonly PortfolioRecord[];
  skills?: readonly SkillsRecord[];
  projects?: readonly ProjectsRecord[];
  experiences?: readonly ExperiencesRecord[];
}

// Defaults
export const presentLabel = 'Present';

const shownEndDate = (endDate: string) => endDate.trim() || presentLabel;

/**
 * The wizard's preview and the public page render the same shape: aliases resolved (name,
 * gitUrl, skills, role…), empty end dates shown as 'Present', documents flattened. Throws a
 * ZodError when the draft breaks a bound.
 */
export function draftToPortfolioData(input: PortfolioDraftInput | PortfolioDraft): PortfolioData {
  const draft = portfolioDraftSchema.parse(input);
  return portfolioDataSchema.parse({
    firstName: draft.userDetails.firstName,
    lastName: draft.userDetails.lastName,
    username: draft.userDetails.username,
    email: draft.userDetails.email,
    mobileNumber: '',
    bio: draft.bio,
    profilePicture: draft.documents.profilePictureUrl || draft.profilePictureUrl,
    resumeUrl: draft.documents.resumeUrl || draft.resumeUrl,
    education: draft.education.map((entry) => ({ ...entry, endDate: shownEndDate(entry.endDate) })),
    skills: { tech: draft.skills.tech, soft: draft.skills.soft },
    experience: draft.experiences.experiences.map((job) => ({
      companyName: job.companyName,
      role: job.jobRole,
      description: job.description,
      startDate: job.startDate,
      endDate: shownEndDate(job.endDate),
      technologies: job.technologyUsed,
    })),
    projects: draft.projects.projects.map((project) => ({
      projectName: project.projectName,
      description: project.description,
      githubUrl: project.githubUrl,
      deployedUrl: project.deployedUrl,
      technologies: project.techStack,
    })),
    social: draft.socialLinks,
  });
}

/**
 * The draft loaded on sign-in (builder §4): the first portfolio, and the last skills, projects and
 * experiences records; a missing section stays empty.
 */
export function portfolioRecordsToDraft({ portfolios = [], skills = [], projects = [], experiences = [] }: PortfolioRecords): PortfolioDraft {
  const portfolio = portfolios[0];
  const skillSet = skills.at(-1);
  const projectList = projects.at(-1);
  const experienceList = experiences.at(-1);
  return portfolioDraftSchema.parse({
    userId: skillSet?.userId ?? projectList?.userId ?? experienceList?.userId ?? '',
    userDetails: portfolio?.user,
    bio: portfolio?.bio,
    documents: portfolio
      ? { profilePictureUrl: portfolio.profilePictureUrl, resumeUrl: portfolio.resumeUrl }
      : undefined,
    profilePictureUrl: portfolio?.profilePictureUrl,
    resumeUrl: portfolio?.resumeUrl,
    education: portfolio?.education,
    skills: skillSet ? { id: skillSet.id || skillSet._id, tech: skillSet.tech, soft: skillSet.soft } : undefined,
    projects: projectList ? { id: projectList.id || projectList._id, projects: projectList.projects } : undefined,
    experiences: experienceList
      ? { id: experienceList.id || experienceList._id, experiences: experienceList.experiences }
      : undefined,
    socialLinks: portfolio?.socialLinks,
    portfolioId: portfolio ? portfolio.id || portfolio._id : '',
    deployedTemplates: portfolio?.deployedTemplates,
  });
}
