import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const progress = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const dot = style({
  display: 'block',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  transition: `width ${vars.duration.normal}, background-color ${vars.duration.normal}`,
  selectors: {
    '[data-state="complete"] > &': { background: vars.color.accent },
    '[data-state="current"] > &': { background: vars.color.accent, width: '28px' },
  },
});

export const stepTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  outline: 'none',
});

export const nameRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});

export const mobileRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(140px, 1fr) 2fr',
  alignItems: 'start',
});
