import type { PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';

/** Where a portfolio holds prose: the bio and every description. */
export type ProseField = 'bio' | `${'education' | 'experience' | 'projects'}.${number}`;

/**
 * Prose with every formatting the templates render, its words named after `field` so a test can
 * tell which field a paragraph, list item or link came from: two paragraphs (the first with bold,
 * italic and a link), then a bullet list.
 */
export const formattedProse = (field: string) =>
  [
    `Opening of ${field} with **bold ${field}**, *italic ${field}* and [link of ${field}](https://example.com/${field}).`,
    '',
    `Closing of ${field}:`,
    `- first point of ${field}`,
    `- second point of ${field}`,
  ].join('\n');

/** The sample with `prose(field)` as its bio and as every description. */
export function withProse(prose: (field: ProseField) => string): PortfolioData {
  return {
    ...samplePortfolio,
    bio: prose('bio'),
    education: samplePortfolio.education.map((entry, index) => ({ ...entry, description: prose(`education.${index}`) })),
    experience: samplePortfolio.experience.map((entry, index) => ({ ...entry, description: prose(`experience.${index}`) })),
    projects: samplePortfolio.projects.map((entry, index) => ({ ...entry, description: prose(`projects.${index}`) })),
  };
}

export const proseFields = (data: PortfolioData): ProseField[] => [
  'bio',
  ...data.education.map((_, index) => `education.${index}` as const),
  ...data.experience.map((_, index) => `experience.${index}` as const),
  ...data.projects.map((_, index) => `projects.${index}` as const),
];

/** Markdown links that must never become a script-running address, in the spellings that try. */
export const hostileMarkdown = [
  '[inline](javascript:alert(1))',
  '[upper](JAVASCRIPT:alert(1))',
  '[padded]( javascript:alert(1) )',
  '[angle](<javascript:alert(1)>)',
  '[tab](java\tscript:alert(1))',
  '[entity](&#106;avascript:alert(1))',
  '[colon](javascript&colon;alert(1))',
  '[vb](vbscript:msgbox(1))',
  '[data](data:text/html,<script>alert(1)</script>)',
  '[relative](//evil.example.com/x)',
  '<javascript:alert(1)>',
  '<JAVASCRIPT:alert(1)>',
  '<data:text/html,alert(1)>',
  '[reference][evil]',
  '[evil]',
  '![image](javascript:alert(1))',
  '[![picture](https://example.com/p.png)](javascript:alert(1))',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">raw link</a>',
  '',
  '[evil]: javascript:alert(1)',
].join('\n');
