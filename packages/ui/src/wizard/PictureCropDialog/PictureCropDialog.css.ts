import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const instructions = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The cropper fills its positioned parent; a fixed height keeps the dialog steady on phones. */
export const stage = style({
  position: 'relative',
  height: 'min(60vh, 320px)',
  marginBlock: vars.space.md,
  background: vars.color.text,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});

export const zoom = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
