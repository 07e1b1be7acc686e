/**
 * Page-level rules a template cannot own because it also renders inside the app: the body margin
 * of a standalone page and an A4 sheet when printed. The public page inlines them before the
 * template's CSS, and so does the wizard's live preview, whose frame must look the same.
 */
export const documentCss = 'html,body{margin:0;padding:0}@page{size:A4;margin:14mm 12mm}';
