import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './Alert.css';

export const alertTones = ['error', 'success', 'warning', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  children: ReactNode;
  tone?: AlertTone;
  title?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
}

/**
 * A banner. Errors and warnings use role="alert" (announced at once); success and info use
 * role="status" (announced politely).
 */
export function Alert({ children, tone = 'error', title, onDismiss }: AlertProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={styles.alert({ tone })} data-tone={tone}>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <Button variant="ghost" size="sm" aria-label="Dismiss" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Button>
      ) : null}
    </div>
  );
}
