import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat' },
});
