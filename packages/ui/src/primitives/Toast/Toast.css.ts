import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(16px)' }, to: { opacity: 1, transform: 'none' } });

export const viewport = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(360px, calc(100vw - 32px))',
  pointerEvents: 'none',
  // On a phone the top holds the page's heading and menu; the toast goes where the thumb is.
  '@media': {
    'screen and (max-width: 767px)': { top: 'auto', bottom: vars.space.md, left: vars.space.md, width: 'auto' },
  },
});

export const list = style({ display: 'contents' });

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    background: vars.color.surfaceRaised,
    borderLeft: '4px solid',
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
      info: { borderLeftColor: vars.color.info },
    },
  },
});

export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.font.weight.bold });
export const message = style({ fontSize: vars.font.size.sm });
