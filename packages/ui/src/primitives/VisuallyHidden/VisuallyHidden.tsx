import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/global.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className={visuallyHidden} id={id}>
      {children}
    </span>
  );
}
