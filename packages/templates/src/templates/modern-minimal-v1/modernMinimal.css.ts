import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

// On screen the resume is a sheet on a desk; on paper the sheet is the page: the two columns are
// kept (sidebar 30%), colours and the desk go, and project links print their address.
const twoColumns = 'screen and (min-width: 760px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.desk, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.6, rem(0.9375)),
    padding: `clamp(0px, 4vw, ${rem(3.5)}) clamp(0px, 4vw, ${rem(2)})`,
    '@media': { print: { padding: 0, fontSize: '9.5pt', lineHeight: 1.45 } },
  },
]);

export const sheet = style({
  ...layout.centered(rem(60)),
  background: tokens.color.sheet,
  boxShadow: '0 1px 2px rgba(21, 25, 31, 0.08), 0 18px 50px -20px rgba(21, 25, 31, 0.25)',
  '@media': { print: { maxWidth: 'none', boxShadow: 'none', background: 'none' } },
});

export const header = style({
  ...layout.row(`${rem(1.25)} ${rem(1.75)}`),
  flexWrap: 'wrap',
  padding: `clamp(${rem(1.75)}, 5vw, ${rem(3)}) clamp(${rem(1.25)}, 5vw, ${rem(3)})`,
  borderBottom: `3px solid ${tokens.color.ink}`,
  '@media': { print: { padding: '0 0 10pt', borderBottomWidth: 2, gap: '14pt' } },
});

export const avatar = style({
  width: 88,
  height: 88,
  borderRadius: 4,
  objectFit: 'cover',
  ...typeset.colors(tokens.color.side, tokens.color.ink),
  border: `1px solid ${tokens.color.rule}`,
  ...layout.centredContent,
  ...typeset.font(tokens.font.name, rem(2)),
  flexShrink: 0,
  '@media': { print: { width: 64, height: 64 } },
});

export const identity = style({ minWidth: 0, flex: `1 1 ${rem(16)}` });

export const name = style({
  ...typeset.font(tokens.font.name, `clamp(${rem(2)}, 6vw, ${rem(3)})`, 400, 1.05),
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '24pt', color: '#000' } },
});

export const username = style({
  marginTop: rem(0.35),
  ...typeset.size(rem(0.8125), 600),
  ...typeset.caps('0.16em'),
  ...typeset.ink(tokens.color.accent, '#333'),
});

export const columns = style({
  display: 'grid',
  '@media': {
    [twoColumns]: { gridTemplateColumns: `minmax(0, ${rem(18)}) minmax(0, 1fr)` },
    print: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const sidebar = style({
  ...layout.stack(rem(2)),
  minWidth: 0,
  padding: `clamp(${rem(1.5)}, 4vw, ${rem(2.25)}) clamp(${rem(1.25)}, 5vw, ${rem(2)})`,
  background: tokens.color.side,
  borderBottom: `1px solid ${tokens.color.rule}`,
  '@media': {
    [twoColumns]: { borderBottom: 'none', borderInlineEnd: `1px solid ${tokens.color.rule}` },
    print: {
      background: 'none',
      borderBottom: 'none',
      borderInlineEnd: '1px solid #bbb',
      padding: '12pt 12pt 0 0',
      gap: '14pt',
    },
  },
});

export const content = style({
  ...layout.stack(rem(2.25)),
  minWidth: 0,
  padding: `clamp(${rem(1.5)}, 4vw, ${rem(2.25)}) clamp(${rem(1.25)}, 5vw, ${rem(3)})`,
  '@media': { print: { padding: '12pt 0 0 14pt', gap: '14pt' } },
});

export const sideSection = style({ ...layout.grid(rem(0.75)), minWidth: 0 });

export const mainSection = style({ ...layout.grid(rem(1)), minWidth: 0 });

export const sectionTitle = style({
  ...typeset.size(rem(0.75), 700),
  ...typeset.caps('0.2em'),
  color: tokens.color.ink,
  ...layout.row(rem(0.75)),
  '::after': {
    content: '""',
    flex: 1,
    height: 1,
    background: tokens.color.rule,
  },
  '@media': { print: { fontSize: '8.5pt', color: '#000' } },
});

globalStyle(`${sectionTitle}::after`, { '@media': { print: { background: '#bbb' } } });

export const contactList = style(layout.grid(rem(0.4)));

export const contactLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: rem(0.55),
  minHeight: 24,
  color: tokens.color.ink,
  textDecoration: 'none',
  fontSize: rem(0.875),
  lineHeight: 1.45,
  ':hover': { color: tokens.color.accent, textDecoration: 'underline' },
  '@media': { print: { color: '#000', fontSize: '8.5pt' } },
});

globalStyle(`${contactLink} svg`, { marginTop: '0.15em', color: tokens.color.accent });

export const contactText = style({ minWidth: 0 });

export const skillGroups = style(layout.grid(rem(1)));

export const groupTitle = style({
  ...typeset.size(rem(0.8125), 700),
  ...typeset.ink(tokens.color.muted, '#333'),
  marginBottom: rem(0.35),
});

export const skillList = style(layout.wrapRow(rem(0.35)));

export const skill = style({
  fontSize: rem(0.8125),
  lineHeight: 1.5,
  padding: `${rem(0.05)} ${rem(0.5)}`,
  border: `1px solid ${tokens.color.rule}`,
  background: tokens.color.sheet,
  borderRadius: 3,
  '@media': { print: { background: 'none', borderColor: '#bbb', fontSize: '8.5pt' } },
});

export const sideEntries = style(layout.grid(rem(1)));

export const sideEntry = style({ ...layout.grid(rem(0.1)), minWidth: 0 });

export const sideEntryTitle = style({ fontSize: rem(0.9375), fontWeight: 700, lineHeight: 1.35 });

export const smallText = style({
  fontSize: rem(0.8125),
  ...typeset.ink(tokens.color.muted, '#333'),
  marginTop: rem(0.2),
});

export const bio = style({
  fontSize: rem(1.0625),
  lineHeight: 1.65,
  maxWidth: '62ch',
  '@media': { print: { fontSize: '10pt' } },
});

export const entries = style({
  ...layout.grid(rem(1.5)),
  '@media': { print: { gap: '9pt' } },
});

export const entry = style({ ...layout.grid(rem(0.2)), minWidth: 0 });

export const entryHead = style(layout.splitRow(`${rem(0.1)} ${rem(1)}`, 'baseline'));

export const entryTitle = style({
  ...typeset.size(rem(1.0625), 700, 1.35),
  minWidth: 0,
  '@media': { print: { fontSize: '10.5pt' } },
});

export const org = style({
  fontWeight: 600,
  ...typeset.ink(tokens.color.accent),
});

export const dates = style({
  fontSize: rem(0.8125),
  color: tokens.color.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { print: { color: '#333', fontSize: '8.5pt' } },
});

export const text = style({ marginTop: rem(0.2), maxWidth: '68ch' });

export const tags = style({
  ...layout.wrapRow(`${rem(0.15)} ${rem(0.4)}`, rem(0.3)),
  fontSize: rem(0.8125),
  color: tokens.color.muted,
  '@media': { print: { color: '#333', fontSize: '8.5pt' } },
});

export const tag = style({
  selectors: { '&:not(:last-child)::after': { content: '"·"', marginInlineStart: rem(0.4) } },
});

export const projectLinks = style(layout.wrapRow(`${rem(0.25)} ${rem(1)}`));

export const textLink = style({
  ...typeset.size(rem(0.8125), 600),
  color: tokens.color.accent,
  textUnderlineOffset: 3,
  '@media': {
    print: {
      color: '#000',
      textDecoration: 'none',
      fontWeight: 400,
      selectors: { '&::after': { content: '": " attr(href)' } },
    },
  },
});

export const footer = style({
  ...layout.splitRow(`${rem(0.25)} ${rem(1.5)}`),
  padding: `${rem(1)} clamp(${rem(1.25)}, 5vw, ${rem(3)})`,
  borderTop: `1px solid ${tokens.color.rule}`,
  fontSize: rem(0.75),
  color: tokens.color.muted,
  ...paper.hidden,
});

globalStyle(`${root} a:focus-visible`, { outline: `2px solid ${tokens.color.accent}` });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  fontSize: `clamp(${rem(1.05)}, 2.2vw, ${rem(1.25)})`,
  lineHeight: 1.4,
  color: tokens.color.ink,
});

export const location = style({ fontSize: rem(0.9375), color: tokens.color.muted });

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted });

export const shot = style({ borderRadius: 6, border: `1px solid ${tokens.color.rule}` });
