import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';

export const header = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: vars.layout.navHeight,
  zIndex: vars.zIndex.nav,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const brand = style({ textDecoration: 'none', display: 'inline-flex', alignItems: 'center', minHeight: '44px' });

export const toggle = style({
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const menu = style({
  display: 'none',
  position: 'fixed',
  top: vars.layout.navHeight,
  left: 0,
  right: 0,
  bottom: 0,
  background: vars.color.surfaceRaised,
  padding: vars.space.lg,
  overflowY: 'auto',
  selectors: { '&[data-state="open"]': { display: 'block' } },
  '@media': {
    [mediaQueries.tablet]: {
      display: 'flex',
      alignItems: 'center',
      position: 'static',
      padding: 0,
      background: 'transparent',
      overflow: 'visible',
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xs } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSurface },
  },
});

export const account = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  '@media': { [mediaQueries.tablet]: { marginTop: 0, marginLeft: vars.space.sm } },
});

export const spacer = style({ height: vars.layout.navHeight });
