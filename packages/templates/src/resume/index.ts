export {
  defaultResumeDesign,
  defaultResumePaper,
  isResumeDesign,
  isResumePaper,
  resumeDesignNames,
  resumeDesigns,
  resumePaperNames,
  resumePapers,
} from './designs';
export type { ResumeDesign, ResumePaper } from './designs';
export { ResumeDocument, dateRangeText } from './ResumeDocument';
export type { ResumeDocumentProps, ResumePicture } from './ResumeDocument';
export {
  charactersPerPageCeiling,
  pdfPageCount,
  renderResume,
  resumeRecipeVersion,
  resumeTooLongMessage,
  ResumeTooLongError,
} from './renderResume';
export type { RenderedResume, RenderResumeOptions } from './renderResume';
export { printedAddress } from './ResumeText';
export { mediumPortfolio, specSectionsPortfolio } from './samples';
