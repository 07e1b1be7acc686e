import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '2fr 1fr' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
