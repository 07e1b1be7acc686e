export { copiedFeedbackMs, useCopyFeedback } from './useCopyFeedback';
export type { CopyFeedback } from './useCopyFeedback';
