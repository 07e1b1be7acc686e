import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: vars.layout.contentWidth });
export const welcome = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const greeting = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const lead = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });
export const cardTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const text = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const nextList = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const nextItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const nextHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const nextTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
/**
 * While the deployment loads, the site card keeps about the height it will have (a published
 * site's address and buttons on a wide screen, the "not published yet" offer on a phone), so the
 * cards below it do not jump when it arrives.
 */
export const siteCardLoading = style({
  minHeight: '11.5rem',
  '@media': { [mediaQueries.tablet]: { minHeight: '8.5rem' } },
});
export const siteHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const siteAddress = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accent,
  overflowWrap: 'anywhere',
});
export const siteActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const siteStatus = style({ fontWeight: vars.font.weight.semibold });
/** The domain notice: its sentence, then the link to fix it (below it on a phone). */
export const attention = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
