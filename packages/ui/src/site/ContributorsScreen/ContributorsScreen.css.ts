import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
  },
});

export const select = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: 0,
  background: 'transparent',
  textAlign: 'center',
  cursor: 'pointer',
  width: '100%',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const avatar = style({
  width: '96px',
  height: '96px',
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSurface,
  color: vars.color.accent,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const role = style({ color: vars.color.accent, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const tagline = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const link = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
