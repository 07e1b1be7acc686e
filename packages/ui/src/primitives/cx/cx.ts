/** Joins class names, leaving out the empty ones: `cx(styles.button(), className)`. */
export const cx = (...classNames: ReadonlyArray<string | false | null | undefined>): string =>
  classNames.filter(Boolean).join(' ');
