import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, cursor: 'pointer' });
export const input = style({
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.2rem',
  accentColor: vars.color.accent,
  flexShrink: 0,
  cursor: 'pointer',
});
export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text });
