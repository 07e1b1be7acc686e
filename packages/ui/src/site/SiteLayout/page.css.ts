import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';

/** Shared page scaffolding for the public site's screens. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space.lg } },
});

export const narrow = style({ maxWidth: '760px' });

export const page = style({ paddingBlock: vars.space.xxl });

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  textAlign: 'center',
  alignItems: 'center',
});

export const pageTitle = style({
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  '@media': { [mediaQueries.tablet]: { fontSize: '2.5rem' } },
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.font.size.lg, maxWidth: '640px' });

export const sectionTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
