import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const trigger = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: 'none',
  background: 'transparent',
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});
export const chevron = style({
  transition: `transform ${vars.duration.normal}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});
export const content = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted });
