import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const group = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weight.bold });

export const accentRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const picker = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.sm });

export const pickerLabel = style({ color: vars.color.text });

export const colour = style({
  inlineSize: '3rem',
  blockSize: '2.5rem',
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const hex = style({ flex: '1 1 8rem', minWidth: '8rem', maxWidth: '12rem' });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.text}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chip = style({ inlineSize: '1rem', blockSize: '1rem', borderRadius: '50%', border: `1px solid ${vars.color.border}` });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
