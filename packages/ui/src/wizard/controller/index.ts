export { createMemoryWizardController } from './createMemoryWizardController';
export type { MemoryWizardController, MemoryWizardControllerOptions } from './createMemoryWizardController';
export type { WizardController, WizardControllerState, WizardSaveAction } from './WizardController';
