import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Design and paper side by side, below each other on a narrow card. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const status = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, minHeight: '1.5em' });
