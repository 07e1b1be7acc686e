import type { ExperienceEntry, ProjectEntry } from '@showfolio/portfolio-schema';

// A draft restored from browser storage or built by an older client may still carry the alias
// spellings of builder §3 (name, gitUrl, skills, role); the wizard reads both.

type LooseProject = Partial<ProjectEntry> & { name?: string; gitUrl?: string; skills?: string[] };
type LooseExperience = Partial<ExperienceEntry> & { name?: string; role?: string; skills?: string[] };

export const readProject = (entry: ProjectEntry | LooseProject): ProjectEntry => {
  const raw = entry as LooseProject;
  return {
    projectName: raw.projectName ?? raw.name ?? '',
    description: raw.description ?? '',
    githubUrl: raw.githubUrl ?? raw.gitUrl ?? '',
    deployedUrl: raw.deployedUrl ?? '',
    techStack: raw.techStack ?? raw.skills ?? [],
  };
};

export const readExperience = (entry: ExperienceEntry | LooseExperience): ExperienceEntry => {
  const raw = entry as LooseExperience;
  return {
    companyName: raw.companyName ?? raw.name ?? '',
    jobRole: raw.jobRole ?? raw.role ?? '',
    description: raw.description ?? '',
    startDate: raw.startDate ?? '',
    endDate: raw.endDate ?? '',
    technologyUsed: raw.technologyUsed ?? raw.skills ?? [],
  };
};
