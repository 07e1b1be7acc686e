import { style } from '@vanilla-extract/css';

/** An entry title that links (a certificate, a talk): the title's own colour, underlined. */
export const titleLink = style({
  color: 'inherit',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.18em',
});
