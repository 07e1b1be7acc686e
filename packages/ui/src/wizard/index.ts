export { createMemoryWizardController } from './controller';
export type {
  MemoryWizardController,
  MemoryWizardControllerOptions,
  WizardController,
  WizardControllerState,
  WizardSaveAction,
} from './controller';
export { DatePicker, datePickerViews } from './DatePicker';
export type { DatePickerProps, DatePickerView } from './DatePicker';
export { EntryEditor } from './EntryEditor';
export type { EntryEditorProps, EntrySummary } from './EntryEditor';
export {
  ProfileWizard,
  encouragements,
  feedbackTones,
  pickEncouragement,
  submitStates,
  useProfileWizard,
  useWizardGuard,
  wizardStepCount,
} from './ProfileWizard';
export type {
  FeedbackTone,
  ProfileWizardContextValue,
  ProfileWizardProps,
  SubmitState,
  WizardFeedback,
  WizardGuard,
  WizardLeaveRequest,
  WizardUser,
} from './ProfileWizard';
export {
  DocumentsStep,
  EducationStep,
  ExperienceStep,
  PreviewStep,
  ProjectsStep,
  SocialLinksStep,
  UserDetailsStep,
  mergeImportedDraft,
  pictureStates,
  uploadProgress,
} from './steps';
export type { PictureState } from './steps';
export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
export {
  LivePreview,
  PreviewFrame,
  defaultPreviewTemplateId,
  isEmptyPortfolio,
  pickPreviewTemplate,
  previewDelayMs,
  previewStates,
} from './LivePreview';
export type { LivePreviewProps, PreviewFrameProps, PreviewState, PreviewTemplateChoice } from './LivePreview';
export { WizardSplitView, splitViewLayouts, splitViewQuery } from './WizardSplitView';
export type { SplitViewLayout, WizardSplitViewProps } from './WizardSplitView';
