import { style } from '@vanilla-extract/css';

/** A bio or description keeps the line breaks and blank lines it was typed with. */
export const keepsLineBreaks = style({ whiteSpace: 'pre-line' });
