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
    ].map((project) => ({
      ...project,
      githubUrl: hostile(),
      deployedUrl: hostile(),
      links: [{ label: 'Case study', url: hostile() }],
      images: [
        {
          src: hostile(),
          alt: 'A hostile cover',
          width: 960,
          height: 600,
          variants: [{ src: hostile(), width: 480 }],
        },
        {
          src: '/media/sample-project-1-960.webp',
          alt: 'A safe picture with a hostile rendition',
          width: 960,
          height: 600,
          variants: [{ src: hostile(), width: 480 }],
        },
      ],
    })),
    links: hostileUrls.map((url) => ({ url, label: 'Hostile link' })),
    certificates: samplePortfolio.certificates.map((entry) => ({ ...entry, url: hostile() })),
    publications: samplePortfolio.publications.map((entry) => ({ ...entry, url: hostile() })),
    volunteering: samplePortfolio.volunteering.map((entry) => ({ ...entry, url: hostile() })),
    customSections: samplePortfolio.customSections.map((section) => ({
      ...section,
      entries: section.entries.map((entry) => ({ ...entry, url: hostile() })),
    })),
    social: {
      github: hostile(),
      linkedin: hostile(),
      twitter: hostile(),
      instagram: hostile(),
      facebook: hostile(),
    },
  };
}
