export { createMemoryWizardController } from './createMemoryWizardController';
export type { MemoryWizardController, MemoryWizardControllerOptions } from './createMemoryWizardController';
export { runSave, wizardSaveActions } from './WizardController';
export type { WizardController, WizardControllerState, WizardSaveAction } from './WizardController';
