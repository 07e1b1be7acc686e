import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSurface } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      md: { minHeight: '44px', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.size.md },
      sm: { minHeight: '32px', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.sm },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});
