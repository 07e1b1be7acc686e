import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  outline: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const notice = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The template's page at the dialog's width, tall enough to read its first screen. */
export const stage = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  height: 'min(60vh, 560px)',
  minHeight: '240px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  marginBottom: vars.space.md,
});

export const sampleNote = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const frame = style({ flex: '1 1 auto', width: '100%', minHeight: 0, border: 'none', display: 'block' });
