import type { PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';

/**
 * A middle-sized portfolio between `minimalPortfolio` (a name and an e-mail) and `samplePortfolio`
 * (every section filled): two jobs, two projects, one degree. The résumé of it fits on one page.
 */
export const mediumPortfolio: PortfolioData = {
  ...samplePortfolio,
  education: samplePortfolio.education.slice(1, 2),
  experience: samplePortfolio.experience.slice(0, 2),
  projects: samplePortfolio.projects.slice(0, 2),
  skills: { tech: samplePortfolio.skills.tech.slice(0, 8), soft: samplePortfolio.skills.soft.slice(0, 3) },
};
