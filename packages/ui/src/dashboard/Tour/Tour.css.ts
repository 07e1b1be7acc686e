import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const layer = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.modal, pointerEvents: 'none' });

export const backdrop = style({ position: 'absolute', inset: 0, background: 'transparent' });

export const spotlight = style({
  position: 'fixed',
  borderRadius: vars.radius.lg,
  boxShadow: `0 0 0 9999px ${vars.color.overlay}`,
  outline: `3px solid ${vars.color.accent}`,
  transition: `all ${vars.duration.slow}`,
});

export const card = style({
  position: 'fixed',
  pointerEvents: 'auto',
  width: 'min(340px, calc(100vw - 32px))',
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  transition: `opacity ${vars.duration.normal}`,
  selectors: {
    '[data-state="moving"] &': { opacity: 0 },
    '&[data-placement="center"]': { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' },
    '&[data-placement="top"]': { top: vars.space.md, left: '50%', transform: 'translateX(-50%)' },
    '&[data-placement="bottom"]': { bottom: vars.space.md, left: '50%', transform: 'translateX(-50%)' },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: vars.space.xs });
export const progress = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, marginBottom: vars.space.xs });
export const body = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const hint = style({ marginTop: vars.space.sm, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const actions = style({ display: 'flex', justifyContent: 'space-between', marginTop: vars.space.md, gap: vars.space.sm });
