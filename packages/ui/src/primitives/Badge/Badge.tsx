import type { ReactNode } from 'react';
import * as styles from './Badge.css';
import { cx } from '../cx/cx';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/** A short label, such as a template tag or a status, coloured by its tone. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={cx(styles.badge({ tone }), className)}>{children}</span>;
}
