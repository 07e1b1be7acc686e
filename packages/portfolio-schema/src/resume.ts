import './zod-setup';
import * as z from 'zod/mini';

// Schema
/** The résumé designs a portfolio's PDF can take; the first is the default. */
export const resumeDesigns = ['classic', 'modern', 'compact'] as const;
/** The sheet sizes a résumé prints on; the first is the default (until the page language picks one). */
export const resumePapers = ['a4', 'letter'] as const;

const choices = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

export const resumeMessages = {
  design: `Choose a résumé design: ${choices(resumeDesigns)}.`,
  paper: `Choose a paper size: ${choices(resumePapers)}.`,
} as const;

/** PUT /templates/resume-settings, and what GET /templates/my-deployment tells of the résumé. */
export const resumeSettingsSchema = z.object({
  design: z.enum(resumeDesigns, { error: resumeMessages.design }),
  paper: z.enum(resumePapers, { error: resumeMessages.paper }),
});

// Type
export type ResumeDesign = (typeof resumeDesigns)[number];
export type ResumePaper = (typeof resumePapers)[number];
export type ResumeSettings = z.infer<typeof resumeSettingsSchema>;

// Defaults
export const defaultResumeDesign: ResumeDesign = 'classic';
export const defaultResumePaper: ResumePaper = 'a4';
export const defaultResumeSettings: ResumeSettings = { design: defaultResumeDesign, paper: defaultResumePaper };

/** What the dashboard's chooser calls each design and paper. */
export const resumeDesignNames: Record<ResumeDesign, string> = { classic: 'Classic', modern: 'Modern', compact: 'Compact' };
export const resumePaperNames: Record<ResumePaper, string> = { a4: 'A4', letter: 'US Letter' };

export const isResumeDesign = (value: unknown): value is ResumeDesign =>
  typeof value === 'string' && (resumeDesigns as readonly string[]).includes(value);
export const isResumePaper = (value: unknown): value is ResumePaper =>
  typeof value === 'string' && (resumePapers as readonly string[]).includes(value);
