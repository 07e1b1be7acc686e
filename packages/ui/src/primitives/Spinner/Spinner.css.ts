import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: 'inherit',
});

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  // Centred both ways: the page's loader, not a line of text at its left edge (issue 34).
  alignItems: 'center',
  gap: vars.space.md,
  background: vars.color.background,
  zIndex: vars.zIndex.overlay,
  color: vars.color.text,
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '3rem', height: '3rem', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});
