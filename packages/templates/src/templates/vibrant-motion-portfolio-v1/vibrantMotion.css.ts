import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

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
  from: { transform: 'translateY(2.5rem) scale(0.97)' },
  to: { transform: 'none' },
});

const rainbow = `linear-gradient(90deg, ${tokens.color.pink}, ${tokens.color.yellow}, ${tokens.color.lime}, ${tokens.color.cyan}, ${tokens.color.violet}, ${tokens.color.pink})`;

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.night, tokens.color.text),
    ...typeset.body(tokens.font.body, 1.6, '1rem'),
  },
]);

export const hero = style({
  position: 'relative',
  padding: 'clamp(2.5rem, 9vw, 7rem) clamp(1.25rem, 5vw, 3rem) clamp(2.5rem, 7vw, 5rem)',
  borderBottom: '6px solid transparent',
  borderImage: `${rainbow} 1`,
  background: `radial-gradient(70% 120% at 100% 0%, rgba(123, 92, 255, 0.45), transparent 60%), radial-gradient(60% 100% at 0% 100%, rgba(255, 92, 154, 0.3), transparent 60%), ${tokens.color.night}`,
  '@media': {
    print: {
      background: 'none',
      padding: '0 0 1rem',
      borderImage: 'none',
      borderBottom: '1px solid #999',
    },
  },
});

export const heroInner = style({
  ...layout.centered('72rem'),
  ...layout.grid('1.25rem'),
});

export const heroTop = style({
  ...layout.row('1rem'),
  flexWrap: 'wrap',
});

export const avatar = style({
  ...layout.disc(88),
  border: `4px solid ${tokens.color.yellow}`,
  ...typeset.colors(tokens.color.yellow, tokens.color.night),
  ...layout.centredContent,
  ...typeset.font(tokens.font.display, '2.25rem', 700),
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
  fontSize: '1rem',
  ...layout.pill('0.3rem 0.9rem'),
  border: `2px solid ${tokens.color.cyan}`,
  color: tokens.color.cyan,
  '@media': { print: { color: '#000', border: 'none', padding: 0 } },
});

export const name = style({
  ...typeset.font(tokens.font.display, 'clamp(3.25rem, 13vw, 9.5rem)'),
  lineHeight: 0.9,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '28pt', color: '#000' } },
});

export const heroBar = style({
  display: 'block',
  height: 10,
  width: 'min(22rem, 70%)',
  borderRadius: 999,
  background: rainbow,
  backgroundSize: '300% 100%',
  '@media': {
    [motionOk]: { animation: `${gradientShift} 8s ease-in-out infinite` },
    print: { display: 'none' },
  },
});

export const bio = style({
  maxWidth: '46rem',
  fontSize: 'clamp(1.0625rem, 2.4vw, 1.375rem)',
  lineHeight: 1.55,
  ...typeset.ink(tokens.color.muted),
});

export const contacts = style(layout.wrapRow('0.6rem'));

export const contactLink = style({
  ...layout.inlineRow('0.5rem', 44),
  maxWidth: '100%',
  ...layout.pill('0.45rem 1.1rem'),
  ...typeset.colors(accentColor, tokens.color.night),
  fontWeight: 700,
  fontSize: '0.9375rem',
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
  ...layout.centered('72rem', 'clamp(2.5rem, 7vw, 5rem) clamp(1.25rem, 5vw, 3rem) 0'),
  ...layout.grid('clamp(3rem, 8vw, 6rem)'),
  '@media': { print: { padding: '1rem 0 0', gap: '1.25rem', maxWidth: 'none' } },
});

export const section = style({ ...layout.grid('1.5rem'), minWidth: 0 });

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: '0.75rem',
  ...typeset.font(tokens.font.display, 'clamp(2.25rem, 7vw, 4rem)'),
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

export const stack = style(layout.grid('1rem'));

export const card = style({
  position: 'relative',
  ...layout.grid('0.5rem'),
  alignContent: 'start',
  minWidth: 0,
  padding: 'clamp(1.25rem, 3.5vw, 2rem)',
  paddingInlineStart: 'calc(clamp(1.25rem, 3.5vw, 2rem) + 6px)',
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
    print: { background: 'none', border: 'none', padding: '0.5rem 0', borderRadius: 0 },
  },
});

globalStyle(`${card}::before`, paper.hidden);

export const cardHead = style(layout.splitRow('0.25rem 1.5rem', 'flex-start'));

export const cardHeading = style({ minWidth: 0 });

export const entryTitle = style({
  ...typeset.size('1.25rem', 800, 1.3),
  '@media': { print: { color: '#000' } },
});

export const org = style({
  fontWeight: 700,
  ...typeset.ink(accentColor),
});

export const dates = style({
  ...typeset.size('0.8125rem', 800),
  ...typeset.caps('0.08em'),
  ...typeset.ink(tokens.color.muted, '#333'),
});

export const text = style({
  ...typeset.ink(tokens.color.muted),
  maxWidth: '70ch',
});

export const tags = style({
  ...layout.wrapRow('0.4rem', '0.35rem'),
});

export const tag = style({
  ...typeset.size('0.75rem', 700),
  letterSpacing: '0.04em',
  padding: '0.15rem 0.6rem',
  borderRadius: 6,
  border: `1px solid ${tokens.color.panelEdge}`,
  color: tokens.color.text,
  '@media': { print: { color: '#000', borderColor: '#999' } },
});

export const projectGrid = style({
  ...layout.grid('1rem'),
  ...layout.columnsFrom(wide, 'repeat(2, minmax(0, 1fr))'),
});

export const projectCard = style({
  '@media': {
    [wide]: { selectors: { '&:nth-child(even)': { marginTop: '2.5rem' } } },
    print: { marginTop: '0 !important' },
  },
});

export const projectTitle = style({
  ...typeset.font(tokens.font.display, 'clamp(1.75rem, 4vw, 2.25rem)'),
  lineHeight: 1.05,
  fontWeight: 700,
  textTransform: 'uppercase',
  '@media': { print: { fontSize: '13pt', color: '#000' } },
});

export const projectLinks = style({
  ...layout.wrapRow('0.5rem 1.25rem', '0.5rem'),
});

export const projectLink = style({
  ...layout.inlineRow('0.3rem', 32),
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
  ...layout.grid('1rem'),
  '@media': { [wide]: { gridTemplateColumns: '3fr 2fr' } },
});

export const skillPanel = style({
  minWidth: 0,
  padding: 'clamp(1.25rem, 3.5vw, 2rem)',
  borderRadius: 20,
  background: tokens.color.panel,
  border: `1px solid ${tokens.color.panelEdge}`,
  '@media': { print: { background: 'none', border: 'none', padding: 0 } },
});

export const groupTitle = style({
  ...typeset.size('0.875rem', 800),
  ...typeset.caps('0.14em'),
  ...typeset.ink(tokens.color.muted),
  marginBottom: '1rem',
});

export const pills = style(layout.wrapRow('0.5rem'));

export const pill = style({
  fontWeight: 800,
  fontSize: '0.9375rem',
  ...layout.pill('0.35rem 0.9rem'),
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
  fontSize: '0.9375rem',
  ...layout.pill('0.3rem 0.85rem'),
  border: `2px solid ${tokens.color.text}`,
  '@media': { print: { color: '#000', borderColor: '#999', borderWidth: 1 } },
});

export const educationList = style({
  ...layout.autoGrid('1rem', '18rem', 'auto-fit'),
  ...paper.oneColumn,
});

export const educationEntry = style({
  ...layout.grid('0.35rem'),
  alignContent: 'start',
  minWidth: 0,
  paddingTop: '1rem',
  borderTop: `4px solid ${accentColor}`,
  '@media': { print: { borderTop: '1px solid #999' } },
});

export const footer = style({
  ...layout.centered('72rem', 'clamp(3rem, 8vw, 6rem) clamp(1.25rem, 5vw, 3rem) 2.5rem'),
  ...layout.splitRow('0.5rem 1.5rem'),
  ...typeset.size('0.875rem', 600),
  color: tokens.color.muted,
  '@media': { print: { padding: '1.5rem 0 0', color: '#333' } },
});

globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.night });
