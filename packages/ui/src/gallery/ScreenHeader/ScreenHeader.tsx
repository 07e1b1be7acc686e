import type { ReactNode } from 'react';
import * as styles from './ScreenHeader.css';

export interface ScreenHeaderProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** Buttons at the end of the header row, e.g. Refresh. */
  actions?: ReactNode;
}

/**
 * The h1 and subtitle every gallery-area screen opens with. A <div>, not a <header>: outside a
 * sectioning element that would be a second banner landmark next to the dashboard's.
 */
export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {actions ? <div>{actions}</div> : null}
    </div>
  );
}
