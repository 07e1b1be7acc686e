import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading; announced politely. */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: SpinnerSize;
  /** Covers the viewport, as the route guard's full-screen Loading... state. */
  fullScreen?: boolean;
}

/** A loading indicator that announces its label politely (role status); the label is visible with `showLabel`. */
export function Spinner({ label = 'Loading...', showLabel = false, size = 'md', fullScreen = false }: SpinnerProps) {
  return (
    <span role="status" className={fullScreen ? styles.fullScreen : styles.root}>
      <span aria-hidden="true" className={styles.circle({ size: fullScreen ? 'lg' : size })} />
      <span className={showLabel || fullScreen ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
