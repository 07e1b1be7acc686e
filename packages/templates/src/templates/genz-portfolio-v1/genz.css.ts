import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

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
    ...typeset.body(tokens.font.body, 1.55, rem(1)),
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
  ...layout.centered(rem(70), `clamp(${rem(1.25)}, 5vw, ${rem(3.5)}) clamp(${rem(1)}, 4vw, ${rem(2.5)})`),
  ...layout.grid(`clamp(${rem(2.5)}, 7vw, ${rem(4.5)})`),
  '@media': { print: { padding: 0, gap: rem(1), maxWidth: 'none' } },
});

export const header = style({
  ...layout.grid(rem(1.5)),
  gridTemplateAreas: '"name" "avatar" "bio" "contacts"',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"name avatar" "bio avatar" "contacts contacts"',
      alignItems: 'center',
      columnGap: rem(2.5),
    },
    print: { display: 'block' },
  },
});

export const nameBlock = style({
  gridArea: 'name',
  position: 'relative',
  justifySelf: 'start',
  maxWidth: '100%',
  padding: `clamp(${rem(1.25)}, 4vw, ${rem(2)}) clamp(${rem(1.25)}, 4vw, ${rem(2.25)})`,
  ...typeset.colors(tokens.color.ink, tokens.color.white),
  border,
  boxShadow: `8px 8px 0 ${tokens.color.pink}`,
  marginTop: rem(1.25),
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
  ...typeset.font(tokens.font.display, `clamp(${rem(2.5)}, 9vw, ${rem(5.5)})`, 900, 0.95),
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
  padding: `${rem(0.2)} ${rem(0.7)}`,
  '@media': { print: noPaint },
});

export const usernameSticker = style({
  position: 'absolute',
  top: rem(-1.1),
  insetInlineEnd: rem(0.75),
  fontFamily: tokens.font.mono,
  transform: 'rotate(4deg)',
  '@media': { print: { position: 'static', border: 'none', padding: 0, marginBottom: rem(0.25) } },
});

export const helloSticker = style({
  position: 'absolute',
  bottom: rem(-1.2),
  insetInlineStart: rem(1.25),
  ...typeset.font(tokens.font.display, rem(1.125)),
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
  ...typeset.font(tokens.font.display, rem(3.5), 900),
});

export const bio = style({
  gridArea: 'bio',
  maxWidth: rem(40),
  padding: `${rem(1.25)} ${rem(1.5)}`,
  background: tokens.color.paper,
  border,
  borderRadius: 16,
  boxShadow: shadow(6),
  // Regular weight, so the owner's bold stands out (a bold bio hid it).
  ...typeset.size(`clamp(${rem(1.0625)}, 2.2vw, ${rem(1.25)})`, 400),
  '@media': { print: { border: 'none', padding: `${rem(0.75)} 0` } },
});

export const contacts = style({
  gridArea: 'contacts',
  ...layout.wrapRow(rem(0.75)),
  '@media': { print: { gap: `${rem(0.25)} ${rem(1)}` } },
});

export const button = style({
  ...layout.inlineRow(rem(0.5), 44),
  maxWidth: '100%',
  padding: `${rem(0.4)} ${rem(1)}`,
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
  ...layout.inlineRow(rem(0.35), 40),
  padding: `${rem(0.35)} ${rem(0.9)}`,
  ...typeset.colors(tokens.color.ink, tokens.color.white),
  border,
  borderRadius: 10,
  fontWeight: 800,
  fontSize: rem(0.9375),
  textDecoration: 'none',
  ':hover': { background: tokens.color.blue },
  '@media': { print: { ...noPaint, border: 'none', padding: 0, minHeight: 0 } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `3px solid ${tokens.color.blue}`,
  outlineOffset: 4,
});

export const main = style({
  ...layout.grid(`clamp(${rem(2.5)}, 7vw, ${rem(4.5)})`),
  '@media': { print: { gap: rem(1) } },
});

export const section = style({ ...layout.grid(rem(1.5)), minWidth: 0 });

export const sectionTitle = style({
  justifySelf: 'start',
  ...typeset.font(tokens.font.display, `clamp(${rem(1.75)}, 5vw, ${rem(2.75)})`, 900, 1.05),
  textTransform: 'lowercase',
  padding: `${rem(0.35)} ${rem(1.1)}`,
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
  ...layout.grid(rem(0.6)),
  alignContent: 'start',
  minWidth: 0,
  padding: `clamp(${rem(1.1)}, 3.5vw, ${rem(1.75)})`,
  border,
  borderRadius: 18,
  boxShadow: shadow(6),
  '@media': { print: { ...noPaint, border: 'none', padding: `${rem(0.5)} 0`, borderRadius: 0 } },
});

export const paperBlock = style({ background: tokens.color.paper });

export const inkBlock = style({ background: tokens.color.ink, color: tokens.color.white });

export const projectGrid = style({
  ...layout.autoGrid(`clamp(${rem(1.25)}, 3vw, ${rem(2)})`, rem(15)),
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
  ...typeset.font(tokens.font.display, `clamp(${rem(1.25)}, 3vw, ${rem(1.5)})`, 900, 1.15),
  minWidth: 0,
});

export const entryHead = style(layout.splitRow(`${rem(0.5)} ${rem(1)}`, 'flex-start'));

export const dateSticker = style({
  justifySelf: 'start',
  fontSize: rem(0.8125),
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

export const tags = style(layout.wrapRow(`${rem(0.35)} ${rem(0.75)}`));

export const tag = style({
  ...typeset.font(tokens.font.mono, rem(0.8125), 700),
});

export const projectLinks = style({
  ...layout.wrapRow(rem(0.6), rem(0.4)),
});

export const stack = style(layout.grid(rem(1.5)));

export const skillGroups = style({
  ...layout.grid(`clamp(${rem(1.25)}, 3vw, ${rem(2)})`),
  '@media': { [wide]: { gridTemplateColumns: '3fr 2fr' } },
});

export const groupTitle = style({
  ...typeset.font(tokens.font.display, rem(1.25), 900),
  textTransform: 'lowercase',
  marginBottom: rem(0.5),
});

export const stickers = style(layout.wrapRow(rem(0.75)));

export const skillSticker = style({
  fontSize: rem(0.9375),
  selectors: {
    '&:nth-child(3n + 1)': { transform: 'rotate(-3deg)' },
    '&:nth-child(3n + 2)': { transform: 'rotate(2deg)' },
  },
});

export const educationGrid = style({
  ...layout.autoGrid(`clamp(${rem(1.25)}, 3vw, ${rem(2)})`, rem(18), 'auto-fit'),
  ...paper.oneColumn,
});

export const footer = style({
  ...layout.splitRow(`${rem(0.5)} ${rem(1.5)}`),
  padding: `${rem(1)} ${rem(1.25)}`,
  ...typeset.colors(tokens.color.ink, tokens.color.white),
  border,
  borderRadius: 14,
  fontFamily: tokens.font.mono,
  fontWeight: 700,
  fontSize: rem(0.875),
  '@media': { print: { ...noPaint, border: 'none', padding: `${rem(1)} 0 0` } },
});

globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.ink });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  ...typeset.size(`clamp(${rem(1.15)}, 3vw, ${rem(1.5)})`, 800, 1.25),
  maxWidth: rem(32),
});

export const location = style({ ...typeset.size(rem(1), 700) });

export const facts = style({ ...typeset.size(rem(0.875), 800) });

export const shot = style({ borderRadius: 14, border: `3px solid ${tokens.color.ink}` });
