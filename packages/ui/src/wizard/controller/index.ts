export { createMemoryWizardController } from './createMemoryWizardController';
export type { MemoryWizardController, MemoryWizardControllerOptions, WizardCall } from './createMemoryWizardController';
export type { UploadedProjectImage, WizardController, WizardControllerState, WizardSaveAction } from './WizardController';
