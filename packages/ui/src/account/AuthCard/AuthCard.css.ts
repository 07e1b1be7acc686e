import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';
// The account screens are whole pages: a host may show one without any other kit component.
import '../../theme/global.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: `linear-gradient(160deg, ${vars.color.accentSurface}, ${vars.color.background} 60%)`,
});

export const card = style({
  width: '100%',
  maxWidth: vars.layout.narrowWidth,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.xl } },
});

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });
export const brand = style({ textDecoration: 'none', display: 'inline-flex', minHeight: '44px', alignItems: 'center' });
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const subtitle = style({ color: vars.color.textMuted });
export const footer = style({ textAlign: 'center', fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const actions = style({ display: 'flex', gap: vars.space.sm });
export const grow = style({ flex: 1 });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});
export const smallLink = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
