import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const widthVar = createVar();
export const heightVar = createVar();

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
    background: vars.color.border,
    animation: `${pulse} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
