import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  zIndex: vars.zIndex.modal,
});

export const content = recipe({
  base: {
    position: 'relative',
    width: '100%',
    maxHeight: 'calc(100vh - 32px)',
    overflowY: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    padding: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    animation: `${appear} ${vars.duration.normal} ease-out`,
  },
  variants: {
    size: { sm: { maxWidth: '400px' }, md: { maxWidth: '560px' }, lg: { maxWidth: '800px' } },
  },
  defaultVariants: { size: 'md' },
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, paddingRight: vars.space.xl });
export const description = style({ color: vars.color.textMuted });
export const closeCorner = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
