import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

// Every animation lives inside `motionOk`: with reduced motion (and in print) the page is static
// and everything is visible from the first frame. Scroll reveals additionally need
// `animation-timeline: view()`, so browsers without it never hide anything.
const motionOk = '(prefers-reduced-motion: no-preference)';
const scrollTimeline = '(animation-timeline: view())';
const wide = 'screen and (min-width: 760px)';

const accentColor = createVar();

export const accent = styleVariants({
  pink: { vars: { [accentColor]: tokens.color.pink } },
  cyan: { vars: { [accentColor]: tokens.color.cyan } },
  yellow: { vars: { [accentColor]: tokens.color.yellow } },
  lime: { vars: { [accentColor]: tokens.color.lime } },
});

const gradientShift = keyframes({
  '0%': { backgroundPosition: '0% 50%' },
  '50%': { backgroundPosition: '100% 50%' },
  '100%': { backgroundPosition: '0% 50%' },
});

// Movement only, no fade: text caught mid-reveal at the screen's edge keeps its full contrast.
const revealIn = keyframes({
  from: { transform: `translateY(${rem(2.5)}) scale(0.97)` },
  to: { transform: 'none' },
});

const rainbow = `linear-gradient(90deg, ${tokens.color.pink}, ${tokens.color.yellow}, ${tokens.color.lime}, ${tokens.color.cyan}, ${tokens.color.violet}, ${tokens.color.pink})`;

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.night, tokens.color.text),
    ...typeset.body(tokens.font.body, 1.6, rem(1)),
  },
]);

export const hero = style({
  position: 'relative',
  padding: `clamp(${rem(2.5)}, 9vw, ${rem(7)}) clamp(${rem(1.25)}, 5vw, ${rem(3)}) clamp(${rem(2.5)}, 7vw, ${rem(5)})`,
  borderBottom: '6px solid transparent',
  borderImage: `${rainbow} 1`,
  background: `radial-gradient(70% 120% at 100% 0%, rgba(123, 92, 255, 0.45), transparent 60%), radial-gradient(60% 100% at 0% 100%, ${tokens.color.pinkHaze}, transparent 60%), ${tokens.color.night}`,
  '@media': {
    print: {
      background: 'none',
      padding: `0 0 ${rem(1)}`,
      borderImage: 'none',
      borderBottom: '1px solid #999',
    },
  },
});

export const heroInner = style({
  ...layout.centered(rem(72)),
  ...layout.grid(rem(1.25)),
});

export const heroTop = style({
  ...layout.row(rem(1)),
  flexWrap: 'wrap',
});

export const avatar = style({
  ...layout.disc(88),
  border: `4px solid ${tokens.color.yellow}`,
  ...typeset.colors(tokens.color.yellow, tokens.color.night),
  ...layout.centredContent,
  ...typeset.font(tokens.font.display, rem(2.25), 700),
  '@media': {
    [motionOk]: {
      transition: 'transform 300ms cubic-bezier(0.34, 1.56, 0.64, 1)',
      selectors: { '&:hover': { transform: 'rotate(-8deg) scale(1.06)' } },
    },
    print: { border: 'none', width: 64, height: 64 },
  },
});

export const username = style({
  fontWeight: 700,
  fontSize: rem(1),
  ...layout.pill(`${rem(0.3)} ${rem(0.9)}`),
  border: `2px solid ${tokens.color.cyan}`,
  color: tokens.color.cyan,
  '@media': { print: { color: '#000', border: 'none', padding: 0 } },
});

export const name = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(3.25)}, 13vw, ${rem(9.5)})`),
  lineHeight: 0.9,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '28pt', color: '#000' } },
});

export const heroBar = style({
  display: 'block',
  height: 10,
  width: `min(${rem(22)}, 70%)`,
  borderRadius: 999,
  background: rainbow,
  backgroundSize: '300% 100%',
  '@media': {
    [motionOk]: { animation: `${gradientShift} 8s ease-in-out infinite` },
    print: { display: 'none' },
  },
});

export const bio = style({
  maxWidth: rem(46),
  fontSize: `clamp(${rem(1.0625)}, 2.4vw, ${rem(1.375)})`,
  lineHeight: 1.55,
  ...typeset.ink(tokens.color.muted),
});

export const contacts = style(layout.wrapRow(rem(0.6)));

export const contactLink = style({
  ...layout.inlineRow(rem(0.5), 44),
  maxWidth: '100%',
  ...layout.pill(`${rem(0.45)} ${rem(1.1)}`),
  ...typeset.colors(accentColor, tokens.color.night),
  fontWeight: 700,
  fontSize: rem(0.9375),
  textDecoration: 'none',
  boxShadow: `0 0 0 0 ${accentColor}`,
  '@media': {
    [motionOk]: {
      transition: 'transform 220ms ease, box-shadow 220ms ease',
      selectors: {
        '&:hover': { transform: 'translateY(-4px)', boxShadow: `0 10px 24px -8px ${accentColor}` },
      },
    },
    print: { background: 'none', color: '#000', padding: 0, minHeight: 0 },
  },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `3px solid ${tokens.color.yellow}`,
  outlineOffset: 3,
});

export const main = style({
  ...layout.centered(rem(72), `clamp(${rem(2.5)}, 7vw, ${rem(5)}) clamp(${rem(1.25)}, 5vw, ${rem(3)}) 0`),
  ...layout.grid(`clamp(${rem(3)}, 8vw, ${rem(6)})`),
  '@media': { print: { padding: `${rem(1)} 0 0`, gap: rem(1.25), maxWidth: 'none' } },
});

export const section = style({ ...layout.grid(rem(1.5)), minWidth: 0 });

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: rem(0.75),
  ...typeset.font(tokens.font.display, `clamp(${rem(2.25)}, 7vw, ${rem(4)})`),
  lineHeight: 1,
  fontWeight: 700,
  textTransform: 'uppercase',
  '@media': { print: { fontSize: '15pt', color: '#000', borderBottom: '1px solid #999' } },
});

export const sectionNumber = style({
  ...typeset.font(tokens.font.body, '0.35em', 800),
  letterSpacing: '0.1em',
  color: tokens.color.pink,
  ...paper.hidden,
});

export const reveal = style({
  '@media': {
    [motionOk]: {
      '@supports': {
        [scrollTimeline]: {
          animationName: revealIn,
          // `auto`: the timeline, not a time, sets the length of a scroll-driven animation.
          animationDuration: 'auto',
          animationTimingFunction: 'ease-out',
          animationFillMode: 'both',
          animationTimeline: 'view()',
          animationRange: 'entry 0% cover 25%',
        },
      },
    },
  },
});

export const stack = style(layout.grid(rem(1)));

export const card = style({
  position: 'relative',
  ...layout.grid(rem(0.5)),
  alignContent: 'start',
  minWidth: 0,
  padding: `clamp(${rem(1.25)}, 3.5vw, ${rem(2)})`,
  paddingInlineStart: `calc(clamp(${rem(1.25)}, 3.5vw, ${rem(2)}) + 6px)`,
  borderRadius: 20,
  background: tokens.color.panel,
  border: `1px solid ${tokens.color.panelEdge}`,
  overflow: 'hidden',
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: 6,
    background: accentColor,
  },
  '@media': {
    [motionOk]: {
      transition: 'transform 260ms ease, border-color 260ms ease, box-shadow 260ms ease',
      selectors: {
        '&:hover': {
          transform: 'translateY(-6px)',
          borderColor: accentColor,
          boxShadow: `0 18px 40px -20px ${accentColor}`,
        },
      },
    },
    print: { background: 'none', border: 'none', padding: `${rem(0.5)} 0`, borderRadius: 0 },
  },
});

globalStyle(`${card}::before`, paper.hidden);

export const cardHead = style(layout.splitRow(`${rem(0.25)} ${rem(1.5)}`, 'flex-start'));

export const cardHeading = style({ minWidth: 0 });

export const entryTitle = style({
  ...typeset.size(rem(1.25), 800, 1.3),
  '@media': { print: { color: '#000' } },
});

export const org = style({
  fontWeight: 700,
  ...typeset.ink(accentColor),
});

export const dates = style({
  ...typeset.size(rem(0.8125), 800),
  ...typeset.caps('0.08em'),
  ...typeset.ink(tokens.color.muted, '#333'),
});

export const text = style({
  ...typeset.ink(tokens.color.muted),
  maxWidth: '70ch',
});

export const tags = style({
  ...layout.wrapRow(rem(0.4), rem(0.35)),
});

export const tag = style({
  ...typeset.size(rem(0.75), 700),
  letterSpacing: '0.04em',
  padding: `${rem(0.15)} ${rem(0.6)}`,
  borderRadius: 6,
  border: `1px solid ${tokens.color.panelEdge}`,
  color: tokens.color.text,
  '@media': { print: { color: '#000', borderColor: '#999' } },
});

export const projectGrid = style({
  ...layout.grid(rem(1)),
  ...layout.columnsFrom(wide, 'repeat(2, minmax(0, 1fr))'),
});

export const projectCard = style({
  '@media': {
    [wide]: { selectors: { '&:nth-child(even)': { marginTop: rem(2.5) } } },
    print: { marginTop: '0 !important' },
  },
});

export const projectTitle = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(1.75)}, 4vw, ${rem(2.25)})`),
  lineHeight: 1.05,
  fontWeight: 700,
  textTransform: 'uppercase',
  '@media': { print: { fontSize: '13pt', color: '#000' } },
});

export const projectLinks = style({
  ...layout.wrapRow(`${rem(0.5)} ${rem(1.25)}`, rem(0.5)),
});

export const projectLink = style({
  ...layout.inlineRow(rem(0.3), 32),
  fontWeight: 800,
  color: accentColor,
  ...typeset.underline(2, 5),
  '@media': {
    [motionOk]: {
      transition: 'text-underline-offset 180ms ease',
      selectors: { '&:hover': { textUnderlineOffset: 8 } },
    },
    print: { color: '#000', minHeight: 0 },
  },
});

export const skillGroups = style({
  ...layout.grid(rem(1)),
  '@media': { [wide]: { gridTemplateColumns: '3fr 2fr' } },
});

export const skillPanel = style({
  minWidth: 0,
  padding: `clamp(${rem(1.25)}, 3.5vw, ${rem(2)})`,
  borderRadius: 20,
  background: tokens.color.panel,
  border: `1px solid ${tokens.color.panelEdge}`,
  '@media': { print: { background: 'none', border: 'none', padding: 0 } },
});

export const groupTitle = style({
  ...typeset.size(rem(0.875), 800),
  ...typeset.caps('0.14em'),
  ...typeset.ink(tokens.color.muted),
  marginBottom: rem(1),
});

export const pills = style(layout.wrapRow(rem(0.5)));

export const pill = style({
  fontWeight: 800,
  fontSize: rem(0.9375),
  ...layout.pill(`${rem(0.35)} ${rem(0.9)}`),
  ...typeset.colors(accentColor, tokens.color.night),
  '@media': {
    [motionOk]: {
      transition: 'transform 200ms cubic-bezier(0.34, 1.56, 0.64, 1)',
      selectors: { '&:hover': { transform: 'translateY(-3px) rotate(-3deg)' } },
    },
    print: { background: 'none', color: '#000', border: '1px solid #999' },
  },
});

export const outlinePill = style({
  fontWeight: 700,
  fontSize: rem(0.9375),
  ...layout.pill(`${rem(0.3)} ${rem(0.85)}`),
  border: `2px solid ${tokens.color.text}`,
  '@media': { print: { color: '#000', borderColor: '#999', borderWidth: 1 } },
});

export const educationList = style({
  ...layout.autoGrid(rem(1), rem(18), 'auto-fit'),
  ...paper.oneColumn,
});

export const educationEntry = style({
  ...layout.grid(rem(0.35)),
  alignContent: 'start',
  minWidth: 0,
  paddingTop: rem(1),
  borderTop: `4px solid ${accentColor}`,
  '@media': { print: { borderTop: '1px solid #999' } },
});

export const footer = style({
  ...layout.centered(rem(72), `clamp(${rem(3)}, 8vw, ${rem(6)}) clamp(${rem(1.25)}, 5vw, ${rem(3)}) ${rem(2.5)}`),
  ...layout.splitRow(`${rem(0.5)} ${rem(1.5)}`),
  ...typeset.size(rem(0.875), 600),
  color: tokens.color.muted,
  '@media': { print: { padding: `${rem(1.5)} 0 0`, color: '#333' } },
});

globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.night });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({ ...typeset.size(`clamp(${rem(1.15)}, 2.6vw, ${rem(1.5)})`, 700, 1.3) });

export const location = style({ fontSize: rem(1), color: tokens.color.muted });

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted, fontWeight: 600 });

export const shot = style({ borderRadius: 16 });
