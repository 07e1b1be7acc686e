import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '52rem', minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const subtitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const formField = style({ flex: '1 1 16rem', minWidth: 0 });
export const formButton = style({ marginTop: '1.75rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const domainCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const domainHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const domainName = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const records = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });
export const record = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const recordType = style({ fontWeight: vars.font.weight.bold, fontFamily: vars.font.mono });
export const recordPurpose = style({ fontFamily: vars.font.body, fontWeight: vars.font.weight.regular, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const recordDetails = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const recordRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
/** The record's full name under its host part, for the registrars that want that instead. */
export const recordHint = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const recordLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, minWidth: '3rem' });
export const recordValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  flex: '1 1 12rem',
  minWidth: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
