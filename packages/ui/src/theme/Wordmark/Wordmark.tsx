import * as styles from './Wordmark.css';
import { cx } from '../../primitives/cx/cx';

export const wordmarkSizes = ['sm', 'md', 'lg'] as const;
export type WordmarkSize = (typeof wordmarkSizes)[number];

export interface WordmarkProps {
  size?: WordmarkSize;
  /** For dark backgrounds: the first part turns white. */
  inverse?: boolean;
  className?: string;
}

/** The two-part brand: 'Show' + 'folio', read by screen readers as one word. */
export function Wordmark({ size = 'md', inverse = false, className }: WordmarkProps) {
  return (
    <span className={cx(styles.wordmark({ size }), className)}>
      <span className={inverse ? styles.inverse : styles.show}>Show</span>
      <span className={inverse ? styles.folioInverse : styles.folio}>folio</span>
    </span>
  );
}
