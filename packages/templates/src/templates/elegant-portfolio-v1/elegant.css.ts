import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, typeset } from '../../blocks/layout';

const wide = 'screen and (min-width: 760px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.7, '1.0625rem'),
  },
]);

export const page = style(
  layout.pageColumn('54rem', 'clamp(2.5rem, 8vw, 5.5rem) clamp(1.25rem, 5vw, 3rem) 3rem'),
);

export const masthead = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '1.1rem',
});

export const portrait = style({
  ...layout.disc(148),
  padding: 5,
  background: tokens.color.paper,
  border: `1px solid ${tokens.color.gold}`,
  boxShadow: `0 0 0 5px ${tokens.color.paper}, 0 0 0 6px ${tokens.color.rule}`,
  color: tokens.color.accent,
  ...layout.centredContent,
  ...typeset.font(tokens.font.display, '3rem'),
  fontStyle: 'italic',
  '@media': { print: { width: 96, height: 96, boxShadow: 'none' } },
});

export const name = style({
  fontFamily: tokens.font.display,
  fontWeight: 400,
  fontSize: 'clamp(2.4rem, 8vw, 4.25rem)',
  lineHeight: 1.08,
  letterSpacing: '0.01em',
});

export const handle = style({
  fontVariant: 'small-caps',
  letterSpacing: '0.18em',
  color: tokens.color.muted,
  fontSize: '1.0625rem',
});

export const bio = style({
  fontStyle: 'italic',
  fontSize: 'clamp(1.1rem, 2.4vw, 1.3rem)',
  lineHeight: 1.65,
  maxWidth: '40rem',
  color: tokens.color.ink,
});
// Emphasis in an italic bio stands out the typographer's way: upright.
globalStyle(`${bio} em`, { fontStyle: 'normal' });

export const contacts = style({
  ...layout.centredRow('0.25rem 0'),
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
      margin: '0 0.9rem',
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
  ...layout.grid('clamp(3rem, 8vw, 4.5rem)'),
  marginTop: 'clamp(3rem, 8vw, 5rem)',
});

export const section = style({
  ...layout.grid('1.75rem'),
  '@media': { print: { gap: '0.75rem' } },
});

export const sectionTitle = style({
  fontFamily: tokens.font.display,
  fontWeight: 400,
  fontSize: 'clamp(1.5rem, 4vw, 2rem)',
  fontVariant: 'small-caps',
  letterSpacing: '0.12em',
  ...typeset.ink(tokens.color.accent),
  ...layout.row('1rem'),
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

export const cv = style(layout.grid('2rem'));

export const cvEntry = style({
  ...layout.grid('0.35rem 2rem'),
  '@media': { [wide]: { gridTemplateColumns: '11rem minmax(0, 1fr)' } },
});

export const when = style({
  fontStyle: 'italic',
  color: tokens.color.muted,
  '@media': { [wide]: { textAlign: 'right', paddingTop: '0.2rem' } },
});

export const entryBody = style({ ...layout.grid('0.4rem'), minWidth: 0 });

export const entryTitle = style({
  fontFamily: tokens.font.display,
  fontWeight: 600,
  fontSize: '1.25rem',
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
  fontSize: '0.9375rem',
  color: tokens.color.muted,
  fontStyle: 'italic',
});

export const inlineItem = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"·"', margin: '0 0.55rem', color: tokens.color.gold },
  },
});

export const works = style({ ...layout.grid('2.25rem'), counterReset: 'work' });

export const work = style({
  ...layout.grid('0.45rem'),
  counterIncrement: 'work',
  paddingLeft: '3.25rem',
  position: 'relative',
  '::before': {
    content: 'counter(work, upper-roman) "."',
    position: 'absolute',
    left: 0,
    top: '0.1rem',
    width: '2.5rem',
    textAlign: 'right',
    fontFamily: tokens.font.display,
    fontSize: '1.2rem',
    color: tokens.color.numeral,
  },
});

export const workLinks = style({
  ...layout.wrapRow('0.25rem 1.5rem'),
  fontVariant: 'small-caps',
  letterSpacing: '0.08em',
});

export const skills = style({
  ...layout.grid('1.75rem'),
  textAlign: 'center',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' } },
});

export const skillsPanel = style({
  background: tokens.color.panel,
  borderTop: `1px solid ${tokens.color.gold}`,
  padding: '1.5rem clamp(1rem, 4vw, 2rem)',
  ...layout.grid('0.8rem'),
  alignContent: 'start',
  '@media': { print: { background: 'none', padding: '0.5rem 0' } },
});

export const skillsTitle = style({
  fontFamily: tokens.font.display,
  fontWeight: 400,
  fontStyle: 'italic',
  fontSize: '1.25rem',
});

export const skillsList = style([
  inlineList,
  { justifyContent: 'center', fontSize: '1rem', color: tokens.color.ink, fontStyle: 'normal' },
]);

export const footer = style({
  marginTop: 'clamp(3rem, 8vw, 5rem)',
  paddingTop: '1.5rem',
  borderTop: `1px solid ${tokens.color.rule}`,
  textAlign: 'center',
  fontVariant: 'small-caps',
  letterSpacing: '0.12em',
  color: tokens.color.muted,
});

globalStyle(`${root} a:focus-visible`, { outlineColor: tokens.color.accent });
