import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

// Shared by Settings' Passkeys and Two-step sign-in sections (issue 37) and the step-up form.
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const status = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const itemName = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const qr = style({ width: '12rem', height: '12rem', maxWidth: '100%', borderRadius: vars.radius.md });
export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
export const codes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  fontFamily: vars.font.mono,
});
