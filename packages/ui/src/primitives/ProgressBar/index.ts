export { ProgressBar, progressTones } from './ProgressBar';
export type { ProgressBarProps, ProgressTone } from './ProgressBar';
