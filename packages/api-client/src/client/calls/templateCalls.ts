import type { DeployedTemplate, PortfolioData, Template, UserDeployment } from '@showfolio/portfolio-schema';
import type { ClientRequest } from '../request';
import { asList, orNull, segment } from '../shared';
import type { ApiClient } from '../types';

export type TemplateCalls = Pick<
  ApiClient,
  | 'listTemplates'
  | 'previewTemplate'
  | 'verifyPreview'
  | 'deployTemplate'
  | 'checkSubdomain'
  | 'unpublish'
  | 'setResumeSettings'
  | 'getMyDeployment'
  | 'getMyPortfolio'
  | 'getPortfolioBySubdomain'
  | 'listMyDeployments'
>;

/** The templates API: previews, deploys, the live site and the user's deployments. */
export function templateCalls({ templates }: ClientRequest): TemplateCalls {
  return {
    listTemplates: async () => asList(await templates<Template[]>('')),
    previewTemplate: (id) => templates(`/preview/${segment(id)}`, { method: 'POST' }),
    verifyPreview: (id, token) =>
      templates(`/verify-preview/${segment(id)}?token=${encodeURIComponent(token)}`),
    deployTemplate: (request) =>
      templates('/deploy', {
        method: 'POST',
        body: { templateIdentifier: request.templateIdentifier, subdomain: request.subdomain },
      }),
    checkSubdomain: (subdomain) => templates(`/subdomain-availability/${segment(subdomain)}`),
    unpublish: () => templates('/unpublish', { method: 'POST' }),
    setResumeSettings: (settings) =>
      templates('/resume-settings', { method: 'PUT', body: { design: settings.design, paper: settings.paper } }),
    getMyDeployment: () => orNull(templates<UserDeployment | undefined>('/my-deployment')),
    getMyPortfolio: () => orNull(templates<PortfolioData | undefined>('/my-portfolio')),
    getPortfolioBySubdomain: (subdomain) => templates(`/portfolio/${segment(subdomain)}`),
    listMyDeployments: async () => asList(await templates<DeployedTemplate[]>('/my-deployments')),
  };
}
