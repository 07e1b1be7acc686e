// One list of designs and papers, in the schema (the server stores the owner's choice, the
// dashboard offers it): the résumé renderer takes them from there.
export {
  defaultResumeDesign,
  defaultResumePaper,
  isResumeDesign,
  isResumePaper,
  resumeDesignNames,
  resumeDesigns,
  resumePaperNames,
  resumePapers,
} from '@showfolio/portfolio-schema';
export type { ResumeDesign, ResumePaper } from '@showfolio/portfolio-schema';
