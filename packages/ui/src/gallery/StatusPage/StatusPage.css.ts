import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const page = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.background,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const text = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
});

export const code = style({
  fontFamily: vars.font.mono,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  maxWidth: '36rem',
  textAlign: 'left',
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
});
