import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

/** The item's value as a fraction of the largest item's (0-1). */
export const fractionVar = createVar();

export const root = style({ position: 'relative' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto 3.5em',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

/** Behind the row's text; its width is the item's share of the largest item. */
export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `calc(${fractionVar} * 100%)`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSurface,
  borderInlineStart: `3px solid ${vars.color.accent}`,
});

export const label = style({
  position: 'relative',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const value = style({
  position: 'relative',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const share = style({
  position: 'relative',
  textAlign: 'right',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
