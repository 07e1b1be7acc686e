import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const wide = 'screen and (min-width: 720px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.65, rem(1)),
  },
]);

export const page = style({
  ...layout.centered(rem(48), `clamp(${rem(2.5)}, 8vw, ${rem(6)}) clamp(${rem(1.25)}, 5vw, ${rem(3)}) ${rem(3)}`),
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const header = style({
  ...layout.grid(rem(1.25)),
  paddingBottom: `clamp(${rem(2)}, 6vw, ${rem(3.5)})`,
  borderBottom: `1px solid ${tokens.color.rule}`,
});

export const identity = style({
  ...layout.row(rem(1.25)),
  flexWrap: 'wrap',
});

export const avatar = style({
  ...layout.disc(72),
  ...typeset.colors(tokens.color.chip, tokens.color.ink),
  ...layout.centredContent,
  ...typeset.size(rem(1.5), 600),
  letterSpacing: '0.02em',
  flexShrink: 0,
});

export const name = style({
  fontSize: `clamp(${rem(2)}, 6vw, ${rem(3.25)})`,
  lineHeight: 1.1,
  fontWeight: 650,
  letterSpacing: '-0.025em',
});

export const username = style({ color: tokens.color.muted, marginTop: rem(0.35) });

export const bio = style({ fontSize: rem(1.125), color: tokens.color.ink, maxWidth: rem(38) });

export const contacts = style(layout.wrapRow(`${rem(0.5)} ${rem(1.25)}`));

export const contactLink = style({
  ...layout.inlineRow(rem(0.4)),
  ...typeset.ink(tokens.color.accent),
  textDecoration: 'none',
  minHeight: 24,
  ':hover': { textDecoration: 'underline' },
});

export const main = style({ display: 'grid' });

export const section = style({
  ...layout.grid(rem(1)),
  padding: `clamp(${rem(2)}, 5vw, ${rem(3)}) 0`,
  borderBottom: `1px solid ${tokens.color.rule}`,
  '@media': {
    [wide]: { gridTemplateColumns: `${rem(9.5)} minmax(0, 1fr)`, gap: rem(2) },
    print: { padding: `${rem(1)} 0` },
  },
});

export const sectionTitle = style({
  ...typeset.size(rem(0.8125), 600),
  ...typeset.caps('0.12em'),
  color: tokens.color.muted,
  paddingTop: rem(0.2),
});

export const entries = style({ ...layout.grid(rem(2)), minWidth: 0 });

export const entry = style(layout.grid(rem(0.35)));

export const entryHeader = style({
  ...layout.grid(`${rem(0.15)} ${rem(1)}`),
  alignItems: 'baseline',
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const entryTitle = style({ fontSize: rem(1.0625), fontWeight: 600, lineHeight: 1.35 });

export const entryOrg = style({ color: tokens.color.muted, fontWeight: 400 });

export const dates = style({
  color: tokens.color.muted,
  fontSize: rem(0.875),
  whiteSpace: 'nowrap',
});

export const text = style({ color: tokens.color.ink });

export const tags = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(0.9)}`),
  fontSize: rem(0.875),
  color: tokens.color.muted,
});

export const links = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(1.25)}`),
  fontSize: rem(0.9375),
});

export const skillGroups = style({ ...layout.grid(rem(1.25)), minWidth: 0 });

export const skillGroupTitle = style({
  ...typeset.size(rem(0.9375), 600),
  marginBottom: rem(0.5),
});

export const chips = style(layout.wrapRow(rem(0.5)));

export const chip = style({
  background: tokens.color.chip,
  borderRadius: 999,
  padding: `${rem(0.2)} ${rem(0.75)}`,
  fontSize: rem(0.875),
  ...paper.outlined,
});

export const footer = style({
  padding: `${rem(2.5)} 0 0`,
  color: tokens.color.muted,
  fontSize: rem(0.875),
  ...layout.wrapRow(`${rem(0.5)} ${rem(1.5)}`),
  justifyContent: 'space-between',
});

globalStyle(`${root} ::selection`, { background: tokens.color.accent, color: tokens.color.paper });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  fontSize: rem(1.125),
  color: tokens.color.ink,
  marginTop: rem(0.35),
});

export const location = style({ color: tokens.color.muted, fontSize: rem(0.9375) });

export const facts = style({ color: tokens.color.muted, fontSize: rem(0.875) });

export const cover = style({ borderRadius: 6, border: `1px solid ${tokens.color.rule}` });

export const thumbnail = style({ borderRadius: 4 });
