export { WizardSplitView, splitViewLayouts, splitViewQuery } from './WizardSplitView';
export type { SplitViewLayout, WizardSplitViewProps } from './WizardSplitView';
