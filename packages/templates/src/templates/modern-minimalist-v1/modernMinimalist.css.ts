import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

const tablet = 'screen and (min-width: 760px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.7, 'clamp(1rem, 0.95rem + 0.25vw, 1.125rem)'),
    fontWeight: 400,
    '@media': { print: { fontSize: '10.5pt' } },
  },
]);

// One column for everything; the display type is allowed to be wider than the reading measure.
export const column = style({
  ...layout.centered(
    '56rem',
    'clamp(3rem, 12vw, 9rem) clamp(1.25rem, 6vw, 3rem) clamp(2rem, 6vw, 4rem)',
  ),
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const header = style({
  ...layout.grid('clamp(1.5rem, 4vw, 2.5rem)'),
  paddingBottom: 'clamp(4rem, 12vw, 8rem)',
  '@media': { print: { gap: '0.75rem', paddingBottom: '1.5rem' } },
});

export const masthead = style({
  ...layout.row('1rem'),
  minWidth: 0,
});

const disc = {
  width: 56,
  height: 56,
  borderRadius: '50%',
  flexShrink: 0,
} as const;

export const avatar = style({ ...disc, objectFit: 'cover', filter: 'grayscale(0.2)' });

export const initials = style({
  ...disc,
  ...layout.centredContent,
  border: `1px solid ${tokens.color.ink}`,
  ...typeset.font(tokens.font.display, '1.125rem'),
  letterSpacing: '0.04em',
  ...paper.hidden,
});

export const username = style({
  fontSize: '0.875rem',
  letterSpacing: '0.08em',
  color: tokens.color.quiet,
});

export const name = style({
  ...typeset.font(tokens.font.display, 'clamp(3rem, 11.5vw, 8.75rem)', 250, 0.95),
  letterSpacing: '-0.055em',
  marginInlineStart: '-0.05em',
  '@media': { print: { fontSize: '30pt', fontWeight: 300, color: '#000' } },
});

export const lead = style({
  maxWidth: '38rem',
  ...typeset.font(tokens.font.display, 'clamp(1.25rem, 1rem + 1.2vw, 1.75rem)', 300, 1.45),
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '12pt' } },
});

export const contacts = style({
  display: 'grid',
  maxWidth: '38rem',
  borderTop: `1px solid ${tokens.color.hairline}`,
  '@media': { print: { borderTop: 0 } },
});

export const contactRow = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: '1rem',
  padding: '0.55rem 0',
  borderBottom: `1px solid ${tokens.color.hairline}`,
  '@media': {
    'screen and (max-width: 340px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
    print: { padding: '0.1rem 0', borderBottom: 0 },
  },
});

export const contactLabel = style({
  fontSize: '0.8125rem',
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
  ...layout.grid('clamp(2rem, 5vw, 3.5rem)'),
  padding: 'clamp(3rem, 8vw, 5.5rem) 0',
  borderTop: `1px solid ${tokens.color.ink}`,
  '@media': { print: { padding: '1rem 0', gap: '0.75rem', borderTop: '1px solid #999' } },
});

export const sectionTitle = style({
  ...typeset.font(tokens.font.display, 'clamp(2.25rem, 6vw, 4.25rem)', 250, 1),
  letterSpacing: '-0.045em',
  '@media': { print: { fontSize: '16pt', fontWeight: 400 } },
});

export const entries = style({
  ...layout.grid('clamp(2.5rem, 6vw, 4rem)'),
  maxWidth: '40rem',
  minWidth: 0,
  '@media': { print: { gap: '0.9rem', maxWidth: 'none' } },
});

export const entry = style({ ...layout.grid('0.5rem'), minWidth: 0 });

export const dates = style({
  fontSize: '0.8125rem',
  ...typeset.caps('0.1em'),
  ...typeset.ink(tokens.color.quiet),
  fontVariantNumeric: 'tabular-nums',
});

export const entryTitle = style({
  ...typeset.font(tokens.font.display, 'clamp(1.4rem, 1.1rem + 1.2vw, 2rem)', 400, 1.2),
  letterSpacing: '-0.025em',
  '@media': { print: { fontSize: '12.5pt', fontWeight: 600 } },
});

export const projectTitle = style([
  entryTitle,
  { fontSize: 'clamp(1.6rem, 1.2rem + 1.8vw, 2.5rem)', fontWeight: 300 },
]);

export const org = style(typeset.ink(tokens.color.muted));

export const text = style({ maxWidth: '36rem', color: tokens.color.ink });

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  fontSize: '0.875rem',
  ...typeset.ink(tokens.color.muted),
});

globalStyle(`${inlineList} > li:not(:last-child)::after`, {
  content: '"/"',
  margin: '0 0.6rem',
  ...typeset.ink(tokens.color.hairline, '#999'),
});

export const projectLinks = style({
  ...layout.wrapRow('0.25rem 1.75rem', '0.25rem'),
});

export const textLink = style({
  ...layout.inlineRow('0.4rem', 24),
  ...typeset.ink(tokens.color.accent),
  ...typeset.underline(1, 5),
  ':hover': { textDecorationThickness: 2 },
});

export const skillGroup = style({
  ...layout.gridItem('0.75rem'),
  '@media': { [tablet]: { gridTemplateColumns: '10rem minmax(0, 1fr)', gap: '2rem' } },
});

export const groupTitle = style({
  ...typeset.size('0.8125rem', 500),
  ...typeset.caps('0.1em'),
  color: tokens.color.quiet,
  paddingTop: '0.55rem',
  '@media': { print: { color: '#000', paddingTop: 0 } },
});

export const skillList = style({
  display: 'flex',
  flexWrap: 'wrap',
  ...typeset.font(tokens.font.display, 'clamp(1.25rem, 1rem + 1vw, 1.75rem)', 300, 1.45),
  letterSpacing: '-0.015em',
  '@media': { print: { fontSize: '11pt' } },
});

globalStyle(`${skillList} > li:not(:last-child)::after`, {
  content: '","',
  marginInlineEnd: '0.4em',
});

export const footer = style({
  ...layout.splitRow('0.5rem 2rem'),
  paddingTop: '1.5rem',
  borderTop: `1px solid ${tokens.color.hairline}`,
  fontSize: '0.8125rem',
  ...typeset.ink(tokens.color.quiet),
});

globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${tokens.color.accent}`,
  outlineOffset: 4,
});
globalStyle(`${root} ::selection`, { background: tokens.color.ink, color: tokens.color.paper });
