import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const updated = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const intro = style({ fontSize: vars.font.size.lg, color: vars.color.textMuted, marginBottom: vars.space.xl });
export const toc = style({
  padding: vars.space.md,
  marginBottom: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const tocTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, marginBottom: vars.space.sm });
export const tocList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  scrollMarginTop: `calc(${vars.layout.navHeight} + ${vars.space.md})`,
  lineHeight: vars.font.lineHeight.relaxed,
});
export const sectionTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const subsection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  scrollMarginTop: `calc(${vars.layout.navHeight} + ${vars.space.md})`,
});
export const subsectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
