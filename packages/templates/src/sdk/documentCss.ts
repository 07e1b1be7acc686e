/**
 * Page-level rules a template cannot own because it also renders inside the app: the body margin
 * of a standalone page, an A4 sheet when printed, and the template's rem (`--sf-rem`, see
 * blocks/rem.ts) as the reader's own `1rem`, so a larger default font in their browser still
 * enlarges the page; embedded in another app, a template keeps 16px whatever that app's `html`.
 * The public page inlines them before the template's CSS, and so does the wizard's live preview, whose frame must look the same.
 */
export const documentCss =
  ':root{--sf-rem:1rem}html,body{margin:0;padding:0}@page{size:A4;margin:14mm 12mm}';
