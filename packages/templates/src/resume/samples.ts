import { sectionKeys, type PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';

/**
 * A middle-sized portfolio between `minimalPortfolio` (a name and an e-mail) and `samplePortfolio`
 * (every section filled): two jobs, two projects, one degree and some skills, with the headline and
 * links of the sample; none of the sections beyond the spec's four. The résumé of it fits on one page.
 */
export const mediumPortfolio: PortfolioData = {
  ...samplePortfolio,
  education: samplePortfolio.education.slice(1, 2),
  experience: samplePortfolio.experience.slice(0, 2),
  projects: samplePortfolio.projects.slice(0, 2),
  skills: { tech: samplePortfolio.skills.tech.slice(0, 8), soft: samplePortfolio.skills.soft.slice(0, 3) },
  awards: [],
  languages: [],
  certificates: [],
  publications: [],
  volunteering: [],
  interests: [],
  references: [],
  customSections: [],
  sectionOrder: [],
};

const specSections = new Set<string>(['experience', 'projects', 'skills', 'education']);

/**
 * The rich sample with only the spec's sections on the page (the others hidden, as the 8-page
 * message tells an owner to do): the résumé issue 33 measured its page aims on.
 */
export const specSectionsPortfolio: PortfolioData = {
  ...samplePortfolio,
  hiddenSections: [
    ...sectionKeys.filter((key) => !specSections.has(key)),
    ...samplePortfolio.customSections.map((section) => `custom:${section.id}` as const),
  ],
};
