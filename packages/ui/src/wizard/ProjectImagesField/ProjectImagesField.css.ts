import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const field = style({ margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ padding: 0, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm, marginBottom: vars.space.xs });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-state="dragging"]': { zIndex: 1, borderColor: vars.color.accent, boxShadow: vars.shadow.md } },
});
export const thumbBox = style({ position: 'relative', flexShrink: 0, width: '96px', height: '72px' });
export const thumb = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const cover = style({ position: 'absolute', left: vars.space.xxs, bottom: vars.space.xxs });
export const itemFields = style({ flex: '1 1 12rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const itemActions = style({ alignSelf: 'flex-start' });
export const add = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const addLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const fileInput = style({ fontSize: vars.font.size.sm, maxWidth: '100%' });
export const problems = style({ margin: 0, paddingLeft: vars.space.lg, overflowWrap: 'anywhere' });
