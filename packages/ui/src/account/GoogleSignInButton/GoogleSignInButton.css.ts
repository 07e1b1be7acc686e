import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  color: vars.color.info,
  fontSize: vars.font.size.sm,
});

export const unavailable = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
