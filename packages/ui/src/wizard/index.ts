export { createMemoryWizardController } from './controller';
export type {
  MemoryWizardController,
  MemoryWizardControllerOptions,
  UploadedProjectImage,
  WizardController,
  WizardControllerState,
  WizardSaveAction,
} from './controller';
export { MonthField, monthFieldViews } from './MonthField';
export type { MonthFieldProps, MonthFieldView } from './MonthField';
/** @deprecated Entry dates are months since issue 34: use MonthField (the day calendar is gone). */
export { MonthField as DatePicker } from './MonthField';
/** @deprecated Use MonthFieldProps. */
export type { MonthFieldProps as DatePickerProps } from './MonthField';
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
  PublishNowOffer,
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
export { LinkListField, linkListMessages, linkProblem, normalizeLinkInput } from './LinkListField';
export type { LinkListFieldProps } from './LinkListField';
export { ProjectImagesField, projectImageMessages } from './ProjectImagesField';
export type { ProjectImagesFieldProps } from './ProjectImagesField';
export { ProjectLinksField, projectLinkErrors, projectLinkMessages } from './ProjectLinksField';
export type { ProjectLinksFieldProps } from './ProjectLinksField';
export {
  AddSection,
  SectionEntriesEditor,
  SectionsManager,
  SectionsPanel,
  fieldKinds,
  fluencyLevels,
  resumeSectionKeys,
  sectionForms,
} from './SectionsEditor';
export type {
  AddSectionProps,
  FieldKind,
  ResumeSectionKey,
  SectionEntriesEditorProps,
  SectionField,
  SectionForm,
  SectionsPanelProps,
} from './SectionsEditor';
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
export { DesignPanel, fallbackAccentPresets } from './DesignPanel';
export type { AccentPreset, DesignPanelProps } from './DesignPanel';
export type { LivePreviewProps, PreviewFrameProps, PreviewState, PreviewTemplateChoice, RenderResume, ResumeRequest } from './LivePreview';
export { WizardSplitView, splitViewLayouts, splitViewQuery } from './WizardSplitView';
export type { SplitViewLayout, WizardSplitViewProps } from './WizardSplitView';
