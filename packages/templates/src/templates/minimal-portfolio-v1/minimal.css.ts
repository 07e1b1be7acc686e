import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, typeset } from '../../blocks/layout';

const wide = 'screen and (min-width: 720px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.65, '1rem'),
  },
]);

export const page = style({
  ...layout.centered('48rem', 'clamp(2.5rem, 8vw, 6rem) clamp(1.25rem, 5vw, 3rem) 3rem'),
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const header = style({
  ...layout.grid('1.25rem'),
  paddingBottom: 'clamp(2rem, 6vw, 3.5rem)',
  borderBottom: `1px solid ${tokens.color.rule}`,
});

export const identity = style({
  ...layout.row('1.25rem'),
  flexWrap: 'wrap',
});

export const avatar = style({
  ...layout.disc(72),
  ...typeset.colors(tokens.color.chip, tokens.color.ink),
  ...layout.centredContent,
  ...typeset.size('1.5rem', 600),
  letterSpacing: '0.02em',
  flexShrink: 0,
});

export const name = style({
  fontSize: 'clamp(2rem, 6vw, 3.25rem)',
  lineHeight: 1.1,
  fontWeight: 650,
  letterSpacing: '-0.025em',
});

export const username = style({ color: tokens.color.muted, marginTop: '0.35rem' });

export const bio = style({ fontSize: '1.125rem', color: tokens.color.ink, maxWidth: '38rem' });

export const contacts = style(layout.wrapRow('0.5rem 1.25rem'));

export const contactLink = style({
  ...layout.inlineRow('0.4rem'),
  ...typeset.ink(tokens.color.accent),
  textDecoration: 'none',
  minHeight: 24,
  ':hover': { textDecoration: 'underline' },
});

export const main = style({ display: 'grid' });

export const section = style({
  ...layout.grid('1rem'),
  padding: 'clamp(2rem, 5vw, 3rem) 0',
  borderBottom: `1px solid ${tokens.color.rule}`,
  '@media': {
    [wide]: { gridTemplateColumns: '9.5rem minmax(0, 1fr)', gap: '2rem' },
    print: { padding: '1rem 0' },
  },
});

export const sectionTitle = style({
  ...typeset.size('0.8125rem', 600),
  ...typeset.caps('0.12em'),
  color: tokens.color.muted,
  paddingTop: '0.2rem',
});

export const entries = style({ ...layout.grid('2rem'), minWidth: 0 });

export const entry = style(layout.grid('0.35rem'));

export const entryHeader = style({
  ...layout.grid('0.15rem 1rem'),
  alignItems: 'baseline',
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const entryTitle = style({ fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.35 });

export const entryOrg = style({ color: tokens.color.muted, fontWeight: 400 });

export const dates = style({
  color: tokens.color.muted,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
});

export const text = style({ color: tokens.color.ink });

export const tags = style({
  ...layout.wrapRow('0.25rem 0.9rem'),
  fontSize: '0.875rem',
  color: tokens.color.muted,
});

export const links = style({
  ...layout.wrapRow('0.25rem 1.25rem'),
  fontSize: '0.9375rem',
});

export const skillGroups = style({ ...layout.grid('1.25rem'), minWidth: 0 });

export const skillGroupTitle = style({
  ...typeset.size('0.9375rem', 600),
  marginBottom: '0.5rem',
});

export const chips = style(layout.wrapRow('0.5rem'));

export const chip = style({
  background: tokens.color.chip,
  borderRadius: 999,
  padding: '0.2rem 0.75rem',
  fontSize: '0.875rem',
  '@media': { print: { background: 'none', border: '1px solid #999' } },
});

export const footer = style({
  padding: '2.5rem 0 0',
  color: tokens.color.muted,
  fontSize: '0.875rem',
  ...layout.wrapRow('0.5rem 1.5rem'),
  justifyContent: 'space-between',
});

globalStyle(`${root} ::selection`, { background: tokens.color.accent, color: tokens.color.paper });
