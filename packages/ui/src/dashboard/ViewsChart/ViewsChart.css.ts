import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ display: 'inline-block', width: '1.5rem', height: 0, borderTopWidth: '3px' });
export const viewsSwatch = style({ borderTopStyle: 'solid', borderTopColor: vars.color.accent });
export const uniquesSwatch = style({ borderTopStyle: 'dashed', borderTopColor: vars.color.success });

export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});

export const yAxis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  // Half a line above and below, so each label sits on its grid line.
  marginBlock: `calc(-0.5 * ${vars.font.lineHeight.normal} * ${vars.font.size.xs})`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const canvas = style({ position: 'relative' });
export const svg = style({ display: 'block', width: '100%', height: '12.5rem', overflow: 'visible' });

/** Where a dot sits, as percentages of the plot (the SVG stretches, so dots are drawn in HTML). */
export const dotX = createVar();
export const dotY = createVar();
export const dots = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });
export const dot = style({
  position: 'absolute',
  left: dotX,
  top: dotY,
  width: '0.5rem',
  height: '0.5rem',
  marginLeft: '-0.25rem',
  marginTop: '-0.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  borderWidth: '2px',
  borderStyle: 'solid',
});
export const viewsDot = style({ borderColor: vars.color.accent });
export const uniquesDot = style({ borderColor: vars.color.success });

const line = {
  fill: 'none',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
} as const;

export const grid = style({ stroke: vars.color.border, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });
export const area = style({ fill: vars.color.accentSurface, stroke: 'none' });
export const viewsLine = style({ ...line, stroke: vars.color.accent });
export const uniquesLine = style({ ...line, stroke: vars.color.success, strokeDasharray: '6 4' });
export const hoverColumn = style({
  fill: 'transparent',
  selectors: { '&:hover': { fill: vars.color.overlay, fillOpacity: 0.06 } },
});

export const xAxis = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
