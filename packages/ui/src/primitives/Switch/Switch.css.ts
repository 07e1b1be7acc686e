import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ position: 'relative', display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
/** The real checkbox covers the drawn track, so a click or tap anywhere on it toggles. */
export const input = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '2.5rem',
  height: '1.5rem',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.accent },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const thumb = style({
  position: 'absolute',
  top: '0.1875rem',
  left: '0.1875rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${input}:checked + ${track} &`]: { transform: 'translateX(1rem)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
/** The label's first line sits level with the track. */
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, paddingTop: '0.125rem' });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text, cursor: 'pointer' });
export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
