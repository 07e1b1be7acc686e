import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.successSurface,
  border: `1px solid ${vars.color.success}`,
});

export const bannerTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const bannerValue = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
