import * as styles from './steps.css';

/**
 * What a bio or description may carry, said under the field: the templates render these (and
 * nothing else) as formatting on the published page and in the live preview.
 */
export function FormattingHint() {
  return (
    <span className={styles.formattingHint}>
      Formatting: <code className={styles.syntax}>**bold**</code>, <code className={styles.syntax}>*italic*</code>,{' '}
      <code className={styles.syntax}>[link](https://…)</code>, and lines starting with{' '}
      <code className={styles.syntax}>-</code> for a list.
    </span>
  );
}
