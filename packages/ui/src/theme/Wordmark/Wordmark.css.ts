import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const wordmark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    fontFamily: vars.font.heading,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.02em',
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.xl },
      lg: { fontSize: vars.font.size.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const show = style({ color: vars.color.text });
export const folio = style({ color: vars.color.accent });
export const inverse = style({ color: vars.color.textInverse });
/** The accent lightened for dark backgrounds, keeping 3:1 for large text. */
export const folioInverse = style({ color: vars.color.accentInverse });
