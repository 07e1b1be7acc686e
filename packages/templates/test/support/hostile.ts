import type { PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';

/** Script-running addresses in the spellings that slip past naive filters. */
export const hostileUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example.com/x',
] as const;

/** The sample with every link field replaced by a hostile address (one per entry, cycling). */
export function hostilePortfolio(): PortfolioData {
  let next = 0;
  const hostile = () => hostileUrls[next++ % hostileUrls.length] as string;
  return {
    ...samplePortfolio,
    profilePicture: hostile(),
    resumeUrl: hostile(),
    projects: [
      ...samplePortfolio.projects,
      ...samplePortfolio.projects,
      ...samplePortfolio.projects,
    ].map((project) => ({ ...project, githubUrl: hostile(), deployedUrl: hostile() })),
    social: {
      github: hostile(),
      linkedin: hostile(),
      twitter: hostile(),
      instagram: hostile(),
      facebook: hostile(),
    },
  };
}
