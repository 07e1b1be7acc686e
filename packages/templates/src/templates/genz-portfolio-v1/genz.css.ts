import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

const wide = 'screen and (min-width: 800px)';
const border = `3px solid ${tokens.color.ink}`;
const shadow = (size: number) => `${size}px ${size}px 0 ${tokens.color.ink}`;
const motionOk = '(prefers-reduced-motion: no-preference)';
const noPaint = { background: 'none', color: '#000', border: '1px solid #999', transform: 'none' };

export const root = style([
  templateRoot,
  {
    background: tokens.color.lemon,
    backgroundImage: `radial-gradient(${tokens.color.ink} 1px, transparent 1.5px)`,
    backgroundSize: '22px 22px',
    color: tokens.color.ink,
    ...typeset.body(tokens.font.body, 1.55, '1rem'),
    '@media': { print: { backgroundImage: 'none' } },
  },
]);

export const fill = styleVariants({
  pink: { background: tokens.color.pink, color: tokens.color.ink },
  lime: { background: tokens.color.lime, color: tokens.color.ink },
  sky: { background: tokens.color.sky, color: tokens.color.ink },
  orange: { background: tokens.color.orange, color: tokens.color.ink },
  lilac: { background: tokens.color.lilac, color: tokens.color.ink },
  paper: { background: tokens.color.paper, color: tokens.color.ink },
});

export const page = style({
  ...layout.centered('70rem', 'clamp(1.25rem, 5vw, 3.5rem) clamp(1rem, 4vw, 2.5rem)'),
  ...layout.grid('clamp(2.5rem, 7vw, 4.5rem)'),
  '@media': { print: { padding: 0, gap: '1rem', maxWidth: 'none' } },
});

export const header = style({
  ...layout.grid('1.5rem'),
  gridTemplateAreas: '"name" "avatar" "bio" "contacts"',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"name avatar" "bio avatar" "contacts contacts"',
      alignItems: 'center',
      columnGap: '2.5rem',
    },
    print: { display: 'block' },
  },
});

export const nameBlock = style({
  gridArea: 'name',
  position: 'relative',
  justifySelf: 'start',
  maxWidth: '100%',
  padding: 'clamp(1.25rem, 4vw, 2rem) clamp(1.25rem, 4vw, 2.25rem)',
  ...typeset.colors(tokens.color.ink, tokens.color.white),
  border,
  boxShadow: `8px 8px 0 ${tokens.color.pink}`,
  marginTop: '1.25rem',
  '@media': {
    [wide]: { transform: 'rotate(-1.5deg)' },
    print: {
      background: 'none',
      color: '#000',
      border: 'none',
      transform: 'none',
      padding: 0,
      margin: 0,
    },
  },
});

export const name = style({
  ...typeset.font(tokens.font.display, 'clamp(2.5rem, 9vw, 5.5rem)', 900, 0.95),
  letterSpacing: '-0.03em',
  textTransform: 'lowercase',
  '@media': { print: { fontSize: '26pt', textTransform: 'none', color: '#000' } },
});

export const sticker = style({
  display: 'inline-block',
  border,
  borderRadius: 12,
  boxShadow: shadow(3),
  fontWeight: 800,
  padding: '0.2rem 0.7rem',
  '@media': { print: noPaint },
});

export const usernameSticker = style({
  position: 'absolute',
  top: '-1.1rem',
  insetInlineEnd: '0.75rem',
  fontFamily: tokens.font.mono,
  transform: 'rotate(4deg)',
  '@media': { print: { position: 'static', border: 'none', padding: 0, marginBottom: '0.25rem' } },
});

export const helloSticker = style({
  position: 'absolute',
  bottom: '-1.2rem',
  insetInlineStart: '1.25rem',
  ...typeset.font(tokens.font.display, '1.125rem'),
  borderRadius: 999,
  transform: 'rotate(-8deg)',
  ...paper.hidden,
});

export const avatarFrame = style({
  gridArea: 'avatar',
  justifySelf: 'start',
  transform: 'rotate(3deg)',
  '@media': { [wide]: { justifySelf: 'end' }, print: { display: 'none' } },
});

export const avatar = style({
  width: 'clamp(120px, 28vw, 180px)',
  height: 'clamp(120px, 28vw, 180px)',
  objectFit: 'cover',
  border,
  borderRadius: 24,
  boxShadow: shadow(8),
  ...typeset.colors(tokens.color.sky, tokens.color.ink),
  ...layout.centredContent,
  ...typeset.font(tokens.font.display, '3.5rem', 900),
});

export const bio = style({
  gridArea: 'bio',
  maxWidth: '40rem',
  padding: '1.25rem 1.5rem',
  background: tokens.color.paper,
  border,
  borderRadius: 16,
  boxShadow: shadow(6),
  ...typeset.size('clamp(1.0625rem, 2.2vw, 1.25rem)', 600),
  '@media': { print: { border: 'none', padding: '0.75rem 0', fontWeight: 400 } },
});

export const contacts = style({
  gridArea: 'contacts',
  ...layout.wrapRow('0.75rem'),
  '@media': { print: { gap: '0.25rem 1rem' } },
});

export const button = style({
  ...layout.inlineRow('0.5rem', 44),
  maxWidth: '100%',
  padding: '0.4rem 1rem',
  border,
  borderRadius: 12,
  boxShadow: shadow(4),
  fontWeight: 800,
  textDecoration: 'none',
  ':active': { transform: 'translate(4px, 4px)', boxShadow: 'none' },
  '@media': {
    [motionOk]: {
      transition: 'transform 120ms ease, box-shadow 120ms ease',
      selectors: {
        '&:hover': { transform: 'translate(-2px, -2px)', boxShadow: shadow(6) },
      },
    },
    print: { ...noPaint, border: 'none', padding: 0, minHeight: 0 },
  },
});

export const inkButton = style({
  ...layout.inlineRow('0.35rem', 40),
  padding: '0.35rem 0.9rem',
  ...typeset.colors(tokens.color.ink, tokens.color.white),
  border,
  borderRadius: 10,
  fontWeight: 800,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  ':hover': { background: tokens.color.blue },
  '@media': { print: { ...noPaint, border: 'none', padding: 0, minHeight: 0 } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `3px solid ${tokens.color.blue}`,
  outlineOffset: 4,
});

export const main = style({
  ...layout.grid('clamp(2.5rem, 7vw, 4.5rem)'),
  '@media': { print: { gap: '1rem' } },
});

export const section = style({ ...layout.grid('1.5rem'), minWidth: 0 });

export const sectionTitle = style({
  justifySelf: 'start',
  ...typeset.font(tokens.font.display, 'clamp(1.75rem, 5vw, 2.75rem)', 900, 1.05),
  textTransform: 'lowercase',
  padding: '0.35rem 1.1rem',
  border,
  borderRadius: 14,
  boxShadow: shadow(5),
  transform: 'rotate(-2deg)',
  selectors: { '&::after': { content: '"!"' } },
  '@media': {
    print: {
      ...noPaint,
      border: 'none',
      borderBottom: '1px solid #999',
      padding: 0,
      fontSize: '14pt',
    },
  },
});

export const block = style({
  ...layout.grid('0.6rem'),
  alignContent: 'start',
  minWidth: 0,
  padding: 'clamp(1.1rem, 3.5vw, 1.75rem)',
  border,
  borderRadius: 18,
  boxShadow: shadow(6),
  '@media': { print: { ...noPaint, border: 'none', padding: '0.5rem 0', borderRadius: 0 } },
});

export const paperBlock = style({ background: tokens.color.paper });

export const inkBlock = style({ background: tokens.color.ink, color: tokens.color.white });

export const projectGrid = style({
  ...layout.autoGrid('clamp(1.25rem, 3vw, 2rem)', '15rem'),
  ...paper.block,
});

// Tall cards tilt only where there is room: on a phone their corners would cross the screen edge.
export const projectCard = style({
  '@media': {
    [wide]: {
      selectors: {
        '&:nth-child(odd)': { transform: 'rotate(-1deg)' },
        '&:nth-child(even)': { transform: 'rotate(1.2deg)' },
      },
    },
    [motionOk]: {
      transition: 'transform 160ms ease, box-shadow 160ms ease',
      selectors: {
        '&:hover': { transform: 'rotate(0deg) translate(-3px, -3px)', boxShadow: shadow(10) },
      },
    },
    print: { transform: 'none !important' },
  },
});

export const entryTitle = style({
  ...typeset.font(tokens.font.display, 'clamp(1.25rem, 3vw, 1.5rem)', 900, 1.15),
  minWidth: 0,
});

export const entryHead = style(layout.splitRow('0.5rem 1rem', 'flex-start'));

export const dateSticker = style({
  justifySelf: 'start',
  fontSize: '0.8125rem',
  fontFamily: tokens.font.mono,
  transform: 'rotate(2deg)',
  whiteSpace: 'nowrap',
});

export const org = style({
  fontWeight: 800,
  textDecoration: 'underline',
  textDecorationThickness: 3,
  textDecorationColor: tokens.color.pink,
  textUnderlineOffset: 4,
});

export const tags = style(layout.wrapRow('0.35rem 0.75rem'));

export const tag = style({
  ...typeset.font(tokens.font.mono, '0.8125rem', 700),
});

export const projectLinks = style({
  ...layout.wrapRow('0.6rem', '0.4rem'),
});

export const stack = style(layout.grid('1.5rem'));

export const skillGroups = style({
  ...layout.grid('clamp(1.25rem, 3vw, 2rem)'),
  '@media': { [wide]: { gridTemplateColumns: '3fr 2fr' } },
});

export const groupTitle = style({
  ...typeset.font(tokens.font.display, '1.25rem', 900),
  textTransform: 'lowercase',
  marginBottom: '0.5rem',
});

export const stickers = style(layout.wrapRow('0.75rem'));

export const skillSticker = style({
  fontSize: '0.9375rem',
  selectors: {
    '&:nth-child(3n + 1)': { transform: 'rotate(-3deg)' },
    '&:nth-child(3n + 2)': { transform: 'rotate(2deg)' },
  },
});

export const educationGrid = style({
  ...layout.autoGrid('clamp(1.25rem, 3vw, 2rem)', '18rem', 'auto-fit'),
  ...paper.oneColumn,
});

export const footer = style({
  ...layout.splitRow('0.5rem 1.5rem'),
  padding: '1rem 1.25rem',
  ...typeset.colors(tokens.color.ink, tokens.color.white),
  border,
  borderRadius: 14,
  fontFamily: tokens.font.mono,
  fontWeight: 700,
  fontSize: '0.875rem',
  '@media': { print: { ...noPaint, border: 'none', padding: '1rem 0 0' } },
});

globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.ink });
