import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const tablet = 'screen and (min-width: 760px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.7, `clamp(${rem(1)}, ${rem(0.95)} + 0.25vw, ${rem(1.125)})`),
    fontWeight: 400,
    '@media': { print: { fontSize: '10.5pt' } },
  },
]);

// One column for everything; the display type is allowed to be wider than the reading measure.
export const column = style({
  ...layout.centered(
    rem(56),
    `clamp(${rem(3)}, 12vw, ${rem(9)}) clamp(${rem(1.25)}, 6vw, ${rem(3)}) clamp(${rem(2)}, 6vw, ${rem(4)})`,
  ),
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const header = style({
  ...layout.grid(`clamp(${rem(1.5)}, 4vw, ${rem(2.5)})`),
  paddingBottom: `clamp(${rem(4)}, 12vw, ${rem(8)})`,
  '@media': { print: { gap: rem(0.75), paddingBottom: rem(1.5) } },
});

export const masthead = style({
  ...layout.row(rem(1)),
  minWidth: 0,
});

const disc = {
  width: 56,
  height: 56,
  borderRadius: '50%',
  flexShrink: 0,
} as const;

export const avatar = style({ ...disc, objectFit: 'cover', filter: 'grayscale(0.2)' });

const initialsLook = {
  border: `1px solid ${tokens.color.ink}`,
  ...typeset.font(tokens.font.display, rem(1.125)),
  letterSpacing: '0.04em',
};
export const initials = style({
  ...disc,
  ...layout.centredContent,
  ...initialsLook,
  ...paper.hidden,
});

export const username = style({
  fontSize: rem(0.875),
  letterSpacing: '0.08em',
  color: tokens.color.quiet,
});

export const name = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(3)}, 11.5vw, ${rem(8.75)})`, 250, 0.95),
  letterSpacing: '-0.055em',
  marginInlineStart: '-0.05em',
  '@media': { print: { fontSize: '30pt', fontWeight: 300, color: '#000' } },
});

export const lead = style({
  maxWidth: rem(38),
  ...typeset.font(tokens.font.display, `clamp(${rem(1.25)}, ${rem(1)} + 1.2vw, ${rem(1.75)})`, 300, 1.45),
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '12pt' } },
});

export const contacts = style({
  display: 'grid',
  maxWidth: rem(38),
  borderTop: `1px solid ${tokens.color.hairline}`,
  '@media': { print: { borderTop: 0 } },
});

export const contactRow = style({
  display: 'grid',
  gridTemplateColumns: `${rem(7.5)} minmax(0, 1fr)`,
  alignItems: 'baseline',
  gap: rem(1),
  padding: `${rem(0.55)} 0`,
  borderBottom: `1px solid ${tokens.color.hairline}`,
  '@media': {
    'screen and (max-width: 340px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
    print: { padding: `${rem(0.1)} 0`, borderBottom: 0 },
  },
});

export const contactLabel = style({
  fontSize: rem(0.8125),
  ...typeset.caps('0.1em'),
  color: tokens.color.quiet,
});

export const contactLink = style({
  display: 'inline-block',
  minHeight: 24,
  minWidth: 0,
  color: tokens.color.ink,
  textDecoration: 'none',
  backgroundImage: `linear-gradient(${tokens.color.ink}, ${tokens.color.ink})`,
  backgroundSize: '0 1px',
  backgroundPosition: '0 100%',
  backgroundRepeat: 'no-repeat',
  ':hover': { backgroundSize: '100% 1px' },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'background-size 250ms ease' },
    print: { backgroundImage: 'none', color: '#000' },
  },
});

export const section = style({
  ...layout.grid(`clamp(${rem(2)}, 5vw, ${rem(3.5)})`),
  padding: `clamp(${rem(3)}, 8vw, ${rem(5.5)}) 0`,
  borderTop: `1px solid ${tokens.color.ink}`,
  '@media': { print: { padding: `${rem(1)} 0`, gap: rem(0.75), borderTop: '1px solid #999' } },
});

export const sectionTitle = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(2.25)}, 6vw, ${rem(4.25)})`, 250, 1),
  letterSpacing: '-0.045em',
  '@media': { print: { fontSize: '16pt', fontWeight: 400 } },
});

export const entries = style({
  ...layout.grid(`clamp(${rem(2.5)}, 6vw, ${rem(4)})`),
  maxWidth: rem(40),
  minWidth: 0,
  '@media': { print: { gap: rem(0.9), maxWidth: 'none' } },
});

export const entry = style({ ...layout.grid(rem(0.5)), minWidth: 0 });

export const dates = style({
  fontSize: rem(0.8125),
  ...typeset.caps('0.1em'),
  ...typeset.ink(tokens.color.quiet),
  fontVariantNumeric: 'tabular-nums',
});

export const entryTitle = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(1.4)}, ${rem(1.1)} + 1.2vw, ${rem(2)})`, 400, 1.2),
  letterSpacing: '-0.025em',
  '@media': { print: { fontSize: '12.5pt', fontWeight: 600 } },
});

export const projectTitle = style([
  entryTitle,
  { fontSize: `clamp(${rem(1.6)}, ${rem(1.2)} + 1.8vw, ${rem(2.5)})`, fontWeight: 300 },
]);

export const org = style(typeset.ink(tokens.color.muted));

export const text = style({ maxWidth: rem(36), color: tokens.color.ink });

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  fontSize: rem(0.875),
  ...typeset.ink(tokens.color.muted),
});

globalStyle(`${inlineList} > li:not(:last-child)::after`, {
  content: '"/"',
  margin: `0 ${rem(0.6)}`,
  ...typeset.ink(tokens.color.hairline, '#999'),
});

export const projectLinks = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(1.75)}`, rem(0.25)),
});

export const textLink = style({
  ...layout.inlineRow(rem(0.4), 24),
  ...typeset.ink(tokens.color.accent),
  ...typeset.underline(1, 5),
  ':hover': { textDecorationThickness: 2 },
});

export const skillGroup = style({
  ...layout.gridItem(rem(0.75)),
  '@media': { [tablet]: { gridTemplateColumns: `${rem(10)} minmax(0, 1fr)`, gap: rem(2) } },
});

export const groupTitle = style({
  ...typeset.size(rem(0.8125), 500),
  ...typeset.caps('0.1em'),
  color: tokens.color.quiet,
  paddingTop: rem(0.55),
  '@media': { print: { color: '#000', paddingTop: 0 } },
});

export const skillList = style({
  display: 'flex',
  flexWrap: 'wrap',
  ...typeset.font(tokens.font.display, `clamp(${rem(1.25)}, ${rem(1)} + 1vw, ${rem(1.75)})`, 300, 1.45),
  letterSpacing: '-0.015em',
  '@media': { print: { fontSize: '11pt' } },
});

globalStyle(`${skillList} > li:not(:last-child)::after`, {
  content: '","',
  marginInlineEnd: '0.4em',
});

export const footer = style({
  ...layout.splitRow(`${rem(0.5)} ${rem(2)}`),
  paddingTop: rem(1.5),
  borderTop: `1px solid ${tokens.color.hairline}`,
  fontSize: rem(0.8125),
  ...typeset.ink(tokens.color.quiet),
});

globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${tokens.color.accent}`,
  outlineOffset: 4,
});
globalStyle(`${root} ::selection`, { background: tokens.color.ink, color: tokens.color.paper });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  fontSize: `clamp(${rem(1.1)}, 2.4vw, ${rem(1.3)})`,
  lineHeight: 1.4,
  color: tokens.color.ink,
});

export const location = style({ fontSize: rem(0.9375), color: tokens.color.muted });

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted });

export const shot = style({ borderRadius: 4 });

// The light lead's bold is a real bold: one step up from 300 draws no bolder in most faces.
globalStyle(`${lead} strong`, { fontWeight: 600 });

// A picture that fails to load shows the initials as drawn without a picture (Avatar's fallback),
// on the page's paper: these initials have no fill, and the broken picture must not show through.
globalStyle(`${avatar}::after`, {
  ...initialsLook,
  ...typeset.colors(tokens.color.paper, tokens.color.ink),
});
