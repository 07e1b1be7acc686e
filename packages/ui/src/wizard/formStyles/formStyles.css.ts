import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

// Shared by the wizard's own controls (DatePicker, TagInput) so they line up with the kit's fields.

export const fieldRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, position: 'relative' });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: vars.font.weight.medium });

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
