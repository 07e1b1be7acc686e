import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const handle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'grab',
    // A touch on the handle may still scroll the page until the press delay picks the item up.
    touchAction: 'manipulation',
    selectors: {
      '&:hover': { background: vars.color.surface, color: vars.color.text },
      '&[aria-pressed="true"]': { cursor: 'grabbing', color: vars.color.accent },
    },
  },
  variants: {
    size: {
      md: { width: '32px', height: '32px' },
      sm: { width: '24px', height: '24px', borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { size: 'md' },
});
