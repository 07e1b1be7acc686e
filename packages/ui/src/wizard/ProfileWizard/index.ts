export { ProfileWizard, wizardStepCount } from './ProfileWizard';
export type { ProfileWizardProps, WizardLeaveRequest } from './ProfileWizard';
export { feedbackTones, submitStates, useProfileWizard, useWizardGuard } from './context';
export type {
  FeedbackTone,
  ProfileWizardContextValue,
  PublishNowOffer,
  SubmitState,
  WizardFeedback,
  WizardGuard,
  WizardUser,
} from './context';
export { encouragements, pickEncouragement } from './encouragements';
