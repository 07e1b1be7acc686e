import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
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

export const history = style({
  marginTop: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const historySummary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const historyList = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const historyEntry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
