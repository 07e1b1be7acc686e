/** The résumé designs a portfolio's PDF can take; the first is the default. */
export const resumeDesigns = ['classic', 'modern', 'compact'] as const;
export type ResumeDesign = (typeof resumeDesigns)[number];

/** The sheet sizes a résumé prints on; the first is the default (until the page language picks one). */
export const resumePapers = ['a4', 'letter'] as const;
export type ResumePaper = (typeof resumePapers)[number];

export const defaultResumeDesign: ResumeDesign = 'classic';
export const defaultResumePaper: ResumePaper = 'a4';

/** What the dashboard's chooser and the README call each design. */
export const resumeDesignNames: Record<ResumeDesign, string> = {
  classic: 'Classic',
  modern: 'Modern',
  compact: 'Compact',
};

export const resumePaperNames: Record<ResumePaper, string> = {
  a4: 'A4',
  letter: 'US Letter',
};

export const isResumeDesign = (value: unknown): value is ResumeDesign =>
  typeof value === 'string' && (resumeDesigns as readonly string[]).includes(value);

export const isResumePaper = (value: unknown): value is ResumePaper =>
  typeof value === 'string' && (resumePapers as readonly string[]).includes(value);
