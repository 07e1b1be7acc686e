export { WizardSplitView, splitViewQuery } from './WizardSplitView';
export type { WizardSplitViewProps } from './WizardSplitView';
