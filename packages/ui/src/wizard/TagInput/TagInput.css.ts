import { style } from '@vanilla-extract/css';
import { visuallyHidden as hidden } from '../../theme/global.css';
import { vars } from '../../theme/theme.css';
import { control } from '../../primitives/Field/Field.css';

export const root = style({ position: 'relative' });
export const visuallyHidden = hidden;
export const field = style({ position: 'relative' });
export const input = control;

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSurface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: {
    // The handle brings its own room on the left.
    '&[data-sortable]': { paddingLeft: vars.space.xxs },
    '&[data-state="dragging"]': { position: 'relative', zIndex: 1, boxShadow: vars.shadow.md },
  },
});
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const listbox = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  listStyle: 'none',
  maxHeight: '240px',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
export const option = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[data-active], &:hover': { background: vars.color.accentSurface } },
});
