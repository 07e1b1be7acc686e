import type { ExperiencesRecord, PortfolioRecord, ProjectsRecord, SectionsRecord, SkillsRecord } from '@showfolio/portfolio-schema';
import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import type { ClientRequest } from '../request';
import { asList, segment, writeHeaders } from '../shared';
import type { ApiClient, DesignRecord } from '../types';

export type PortfolioCalls = Pick<
  ApiClient,
  | 'createSkills'
  | 'listSkills'
  | 'updateSkills'
  | 'createProjects'
  | 'listProjects'
  | 'updateProjects'
  | 'createExperiences'
  | 'listExperiences'
  | 'updateExperiences'
  | 'createPortfolio'
  | 'listPortfolios'
  | 'updatePortfolio'
  | 'getSections'
  | 'updateSections'
  | 'getDesign'
  | 'setDesign'
>;

/** The portfolio API's records (builder spec §7), the sections panel's part and the design. */
export function portfolioCalls({ portfolio, getUserId }: ClientRequest): PortfolioCalls {
  return {
    createSkills: async (input, options) =>
      portfolio('/skills', { method: 'POST', body: { userId: getUserId(), tech: input.tech, soft: input.soft }, headers: writeHeaders(options) }),
    listSkills: async () => asList(await portfolio<SkillsRecord[]>('/skills')),
    updateSkills: async (id, input, options) =>
      portfolio(`/skills/${segment(id)}`, { method: 'PATCH', body: { tech: input.tech, soft: input.soft }, headers: writeHeaders(options) }),
    createProjects: async (input, options) =>
      portfolio('/projects', { method: 'POST', body: { userId: getUserId(), projects: input.projects }, headers: writeHeaders(options) }),
    listProjects: async () => asList(await portfolio<ProjectsRecord[]>('/projects')),
    updateProjects: async (id, input, options) =>
      portfolio(`/projects/${segment(id)}`, { method: 'PATCH', body: { projects: input.projects }, headers: writeHeaders(options) }),
    createExperiences: async (input, options) =>
      portfolio('/experiences', {
        method: 'POST',
        body: { userId: getUserId(), experiences: input.experiences },
        headers: writeHeaders(options),
      }),
    listExperiences: async () => asList(await portfolio<ExperiencesRecord[]>('/experiences')),
    updateExperiences: async (id, input, options) =>
      portfolio(`/experiences/${segment(id)}`, { method: 'PATCH', body: { experiences: input.experiences }, headers: writeHeaders(options) }),
    createPortfolio: async (input, options) =>
      portfolio('/user-portfolio', {
        method: 'POST',
        body: { skills: [], projects: [], experiences: [], ...input, userId: getUserId() },
        headers: writeHeaders(options),
      }),
    listPortfolios: async () => asList(await portfolio<PortfolioRecord[]>('/user-portfolio')),
    updatePortfolio: async (id, input, options) =>
      portfolio(`/user-portfolio/${segment(id)}`, { method: 'PATCH', body: input, headers: writeHeaders(options) }),
    getSections: async () => {
      const sections = await portfolio<SectionsRecord | undefined>('/portfolio-sections');
      if (!sections) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return sections;
    },
    updateSections: async (input, options) => {
      const sections = await portfolio<SectionsRecord | undefined>('/portfolio-sections', {
        method: 'PATCH',
        body: input,
        headers: writeHeaders(options),
      });
      if (!sections) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return sections;
    },
    getDesign: async () => {
      const record = await portfolio<DesignRecord | undefined>('/portfolio-design');
      if (!record) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return record;
    },
    setDesign: async (design, options) => {
      const record = await portfolio<DesignRecord | undefined>('/portfolio-design', {
        method: 'PUT',
        body: design,
        headers: writeHeaders(options),
      });
      if (!record) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return record;
    },
  };
}
