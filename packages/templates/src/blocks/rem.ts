/**
 * A length in the template's own rem: `rem(1.5)` is 1.5 times `--sf-rem`, never the host page's
 * `html` font size (an app embedding a template may set `html { font-size: 62.5% }` or 18px, and
 * CSS `rem` would follow it). `--sf-rem` is 16px unless the page sets it: the public page sets it to
 * the reader's `1rem` (documentCss), so a larger default font in the browser still enlarges the
 * page; a host that wants the template on its own type scale may set it too.
 */
export const rem = (value: number): string =>
  // Written without spaces: the minifier keeps a calc() as it is, and every page inlines this.
  value === 1 ? 'var(--sf-rem,16px)' : `calc(${value}*var(--sf-rem,16px))`;
