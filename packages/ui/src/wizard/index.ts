export { createMemoryWizardController, runSave, wizardSaveActions } from './controller';
export type {
  MemoryWizardController,
  MemoryWizardControllerOptions,
  WizardController,
  WizardControllerState,
  WizardSaveAction,
} from './controller';
export { DatePicker, datePickerViews } from './DatePicker';
export type { DatePickerProps, DatePickerView } from './DatePicker';
export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
