import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';
import { control } from '../../primitives/Field/Field.css';

// The calendar hangs below the whole field, hint and error included.
export const root = style({ position: 'relative' });
export const inputRow = style({ display: 'flex', gap: vars.space.xs });
export const input = style([control, { flex: 1 }]);

const squareButton = style({
  minWidth: '44px',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentSurface } },
});
export const trigger = squareButton;

export const popover = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.dropdown,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  minWidth: '300px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBottom: vars.space.xs });
export const navButton = style([squareButton, { minWidth: '36px', minHeight: '36px', fontSize: vars.font.size.lg }]);
export const titleButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentSurface } },
});
export const title = style({ fontWeight: vars.font.weight.semibold });

export const grid = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'center' });
export const weekday = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.medium, padding: vars.space.xs });

const cell = style({
  width: '100%',
  minHeight: '36px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentSurface },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed', background: 'transparent' },
  },
});
export const day = cell;
export const year = style([cell, { padding: `${vars.space.sm} ${vars.space.xs}` }]);
