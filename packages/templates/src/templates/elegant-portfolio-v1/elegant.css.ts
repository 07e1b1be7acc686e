import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const wide = 'screen and (min-width: 760px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.7, rem(1.0625)),
  },
]);

export const page = style(
  layout.pageColumn(rem(54), `clamp(${rem(2.5)}, 8vw, ${rem(5.5)}) clamp(${rem(1.25)}, 5vw, ${rem(3)}) ${rem(3)}`),
);

export const masthead = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: rem(1.1),
});

export const portrait = style({
  ...layout.disc(148),
  padding: 5,
  background: tokens.color.paper,
  border: `1px solid ${tokens.color.gold}`,
  boxShadow: `0 0 0 5px ${tokens.color.paper}, 0 0 0 6px ${tokens.color.rule}`,
  color: tokens.color.accent,
  ...layout.centredContent,
  ...typeset.font(tokens.font.display, rem(3)),
  fontStyle: 'italic',
  '@media': { print: { width: 96, height: 96, boxShadow: 'none' } },
});

export const name = style({
  fontFamily: tokens.font.display,
  fontWeight: 400,
  fontSize: `clamp(${rem(2.4)}, 8vw, ${rem(4.25)})`,
  lineHeight: 1.08,
  letterSpacing: '0.01em',
});

export const handle = style({
  fontVariant: 'small-caps',
  letterSpacing: '0.18em',
  color: tokens.color.muted,
  fontSize: rem(1.0625),
});

export const bio = style({
  fontStyle: 'italic',
  fontSize: `clamp(${rem(1.1)}, 2.4vw, ${rem(1.3)})`,
  lineHeight: 1.65,
  maxWidth: rem(40),
  color: tokens.color.ink,
});
// Emphasis in an italic bio stands out the typographer's way: upright.
globalStyle(`${bio} em`, { fontStyle: 'normal' });

export const contacts = style({
  ...layout.centredRow(`${rem(0.25)} 0`),
  fontVariant: 'small-caps',
  letterSpacing: '0.08em',
});

export const contactItem = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': {
      content: '"◆"',
      color: tokens.color.gold,
      fontSize: '0.55em',
      margin: `0 ${rem(0.9)}`,
    },
  },
});

export const contactLink = style({
  ...typeset.ink(tokens.color.accent),
  textDecoration: 'none',
  borderBottom: '1px solid transparent',
  minHeight: 24,
  display: 'inline-flex',
  alignItems: 'center',
  ':hover': { borderBottomColor: tokens.color.accent },
});

export const main = style({
  ...layout.grid(`clamp(${rem(3)}, 8vw, ${rem(4.5)})`),
  marginTop: `clamp(${rem(3)}, 8vw, ${rem(5)})`,
});

export const section = style({
  ...layout.grid(rem(1.75)),
  '@media': { print: { gap: rem(0.75) } },
});

export const sectionTitle = style({
  fontFamily: tokens.font.display,
  fontWeight: 400,
  fontSize: `clamp(${rem(1.5)}, 4vw, ${rem(2)})`,
  fontVariant: 'small-caps',
  letterSpacing: '0.12em',
  ...typeset.ink(tokens.color.accent),
  ...layout.row(rem(1)),
  textAlign: 'center',
  '::before': {
    content: '""',
    flex: 1,
    height: 1,
    background: `linear-gradient(to left, ${tokens.color.gold}, transparent)`,
  },
  '::after': {
    content: '""',
    flex: 1,
    height: 1,
    background: `linear-gradient(to right, ${tokens.color.gold}, transparent)`,
  },
});

export const cv = style(layout.grid(rem(2)));

export const cvEntry = style({
  ...layout.grid(`${rem(0.35)} ${rem(2)}`),
  '@media': { [wide]: { gridTemplateColumns: `${rem(11)} minmax(0, 1fr)` } },
});

export const when = style({
  fontStyle: 'italic',
  color: tokens.color.muted,
  '@media': { [wide]: { textAlign: 'end', paddingTop: rem(0.2) } },
});

export const entryBody = style({ ...layout.grid(rem(0.4)), minWidth: 0 });

export const entryTitle = style({
  fontFamily: tokens.font.display,
  fontWeight: 600,
  fontSize: rem(1.25),
  lineHeight: 1.3,
});

export const entryPlace = style({
  fontStyle: 'italic',
  color: tokens.color.accent,
  fontWeight: 400,
});

export const muted = style({ color: tokens.color.muted });

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  fontSize: rem(0.9375),
  color: tokens.color.muted,
  fontStyle: 'italic',
});

export const inlineItem = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"·"', margin: `0 ${rem(0.55)}`, color: tokens.color.gold },
  },
});

export const works = style({ ...layout.grid(rem(2.25)), counterReset: 'work' });

export const work = style({
  ...layout.grid(rem(0.45)),
  counterIncrement: 'work',
  paddingInlineStart: rem(3.25),
  position: 'relative',
  '::before': {
    content: 'counter(work, upper-roman) "."',
    position: 'absolute',
    insetInlineStart: 0,
    top: rem(0.1),
    width: rem(2.5),
    textAlign: 'end',
    fontFamily: tokens.font.display,
    fontSize: rem(1.2),
    color: tokens.color.numeral,
  },
});

export const workLinks = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(1.5)}`),
  fontVariant: 'small-caps',
  letterSpacing: '0.08em',
});

export const skills = style({
  ...layout.grid(rem(1.75)),
  textAlign: 'center',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' } },
});

export const skillsPanel = style({
  background: tokens.color.panel,
  borderTop: `1px solid ${tokens.color.gold}`,
  padding: `${rem(1.5)} clamp(${rem(1)}, 4vw, ${rem(2)})`,
  ...layout.grid(rem(0.8)),
  alignContent: 'start',
  '@media': { print: { background: 'none', padding: `${rem(0.5)} 0` } },
});

export const skillsTitle = style({
  fontFamily: tokens.font.display,
  fontWeight: 400,
  fontStyle: 'italic',
  fontSize: rem(1.25),
});

export const skillsList = style([
  inlineList,
  { justifyContent: 'center', fontSize: rem(1), color: tokens.color.ink, fontStyle: 'normal' },
]);

export const footer = style({
  marginTop: `clamp(${rem(3)}, 8vw, ${rem(5)})`,
  paddingTop: rem(1.5),
  borderTop: `1px solid ${tokens.color.rule}`,
  textAlign: 'center',
  fontVariant: 'small-caps',
  letterSpacing: '0.12em',
  color: tokens.color.muted,
});

globalStyle(`${root} a:focus-visible`, { outlineColor: tokens.color.accent });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  fontStyle: 'italic',
  fontSize: `clamp(${rem(1.15)}, 2.4vw, ${rem(1.4)})`,
  lineHeight: 1.4,
});

export const location = style({
  ...typeset.caps('0.14em'),
  fontSize: rem(0.8125),
  color: tokens.color.muted,
});

export const facts = style({
  fontStyle: 'italic',
  color: tokens.color.muted,
  fontSize: rem(0.9375),
});

export const plate = style({
  border: `1px solid ${tokens.color.rule}`,
  padding: 4,
  background: tokens.color.paper,
});

// The centred bio's lists are centred too, each marker beside its item (issue 32: a left-aligned
// list under centred text); on paper, where the text starts at the left, so do they.
globalStyle(`${bio} :is(ul, ol)`, {
  textAlign: 'center',
  listStylePosition: 'inside',
  paddingInlineStart: 0,
  '@media': { print: { textAlign: 'start', listStylePosition: 'outside', paddingInlineStart: '1.4em' } },
});
