import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.layout.contentWidth,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const subtitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const tabs = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: '2.25rem',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="active"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:hover:not([data-state="active"])': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

export const panel = style({ minWidth: 0, borderRadius: vars.radius.lg, selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } } });

export const status = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xxl });
export const errorText = style({ margin: `0 0 ${vars.space.sm}` });

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const stats = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.lg } },
});
export const statLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });
export const statValue = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const change = recipe({
  base: { fontSize: vars.font.size.sm },
  variants: {
    direction: {
      up: { color: vars.color.success },
      down: { color: vars.color.danger },
      same: { color: vars.color.textMuted },
    },
  },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
export const sectionBody = style({ marginTop: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '560px',
  marginInline: 'auto',
  textAlign: 'center',
  alignItems: 'center',
});
export const emptyTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
});
export const shareLink = style({
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.accent,
});

export const privacy = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
