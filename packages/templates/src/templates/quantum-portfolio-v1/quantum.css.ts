import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

const tablet = 'screen and (min-width: 720px)';
const motion = '(prefers-reduced-motion: no-preference)';

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.25 } });

export const root = style([
  templateRoot,
  {
    backgroundColor: tokens.color.void,
    backgroundImage: [
      `radial-gradient(ellipse 55% 40% at 85% 0%, ${tokens.color.glow}, transparent 70%)`,
      // Particles: two lattices of single dots, offset so they do not read as a grid.
      `radial-gradient(circle at 13px 17px, ${tokens.color.particle} 1px, transparent 1.6px)`,
      `radial-gradient(circle at 61px 83px, ${tokens.color.particle} 0.8px, transparent 1.4px)`,
      `linear-gradient(${tokens.color.gridLine} 1px, transparent 1px)`,
      `linear-gradient(90deg, ${tokens.color.gridLine} 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: 'auto, 137px 137px, 211px 211px, 48px 48px, 48px 48px',
    color: tokens.color.text,
    ...typeset.body(tokens.font.body, 1.6),
    '@media': { print: { backgroundImage: 'none' } },
  },
]);

export const page = style(
  layout.pageColumn('74rem', 'clamp(1rem, 4vw, 3rem) clamp(1rem, 4vw, 2.5rem) 2rem'),
);

export const header = style({
  ...layout.grid('clamp(1.5rem, 4vw, 2.5rem)'),
  paddingBottom: 'clamp(2rem, 5vw, 3.5rem)',
  '@media': { print: { gap: '0.75rem', paddingBottom: '1rem' } },
});

export const readoutBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  ...typeset.font(tokens.font.mono, '0.75rem'),
  ...typeset.caps('0.2em'),
  color: tokens.color.muted,
  paddingBottom: '0.75rem',
  borderBottom: `1px solid ${tokens.color.panelEdge}`,
});

export const pulse = style({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: tokens.color.teal,
  boxShadow: `0 0 10px ${tokens.color.teal}`,
  '@media': { [motion]: { animation: `${blink} 2.4s ease-in-out infinite` } },
});

export const identity = style({
  ...layout.grid('clamp(1.25rem, 4vw, 3rem)'),
  alignItems: 'center',
  ...layout.columnsFrom(tablet, 'auto minmax(0, 1fr)'),
});

// The portrait sits in a "viewfinder": corner brackets and a crosshair drawn with gradients.
export const specimen = style({
  position: 'relative',
  justifySelf: 'start',
  padding: 14,
  backgroundImage: [
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) top left / 18px 2px`,
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) top left / 2px 18px`,
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) top right / 18px 2px`,
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) top right / 2px 18px`,
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) bottom left / 18px 2px`,
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) bottom left / 2px 18px`,
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) bottom right / 18px 2px`,
    `linear-gradient(${tokens.color.teal}, ${tokens.color.teal}) bottom right / 2px 18px`,
  ].join(', '),
  backgroundRepeat: 'no-repeat',
  ...paper.hidden,
});

const frame = {
  width: 'clamp(7.5rem, 22vw, 10.5rem)',
  height: 'clamp(7.5rem, 22vw, 10.5rem)',
  border: `1px solid ${tokens.color.panelEdge}`,
} as const;

export const avatar = style({
  ...frame,
  objectFit: 'cover',
  filter: 'saturate(0.85) contrast(1.05)',
});

export const initials = style({
  ...frame,
  ...layout.centredContent,
  ...typeset.colors(tokens.color.panel, tokens.color.teal),
  ...typeset.font(tokens.font.mono, 'clamp(2.25rem, 6vw, 3.25rem)'),
});

export const identityText = style({ ...layout.grid('0.9rem'), minWidth: 0 });

export const username = style({
  ...typeset.font(tokens.font.mono, '0.9rem'),
  ...typeset.ink(tokens.color.teal),
});

export const name = style({
  ...typeset.size('clamp(2.4rem, 7.5vw, 5.25rem)', 700, 1),
  letterSpacing: '-0.04em',
  '@media': { print: { fontSize: '24pt', color: '#000' } },
});

export const bio = style({
  maxWidth: '44rem',
  ...typeset.ink(tokens.color.muted),
  fontSize: 'clamp(1rem, 1.8vw, 1.125rem)',
});

export const readouts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  border: `1px solid ${tokens.color.panelEdge}`,
  background: tokens.color.panel,
  '@media': {
    print: {
      ...layout.wrapRow('0.25rem 1rem'),
      border: 0,
      background: 'none',
    },
  },
});

export const readout = style({
  ...layout.grid('0.2rem'),
  padding: '0.85rem 1rem',
  minWidth: 0,
  boxShadow: `inset -1px -1px 0 ${tokens.color.panelEdge}`,
  '@media': { print: { padding: 0 } },
});

export const readoutLabel = style({
  ...typeset.font(tokens.font.mono, '0.6875rem'),
  ...typeset.caps('0.18em'),
  color: tokens.color.muted,
  ...paper.hidden,
});

export const readoutLink = style({
  ...layout.inlineRow('0.5rem', 24),
  minWidth: 0,
  ...typeset.font(tokens.font.mono, '0.875rem'),
  ...typeset.ink(tokens.color.text),
  textDecoration: 'none',
  ':hover': { color: tokens.color.teal, textDecoration: 'underline' },
});

export const main = style({
  ...layout.grid('clamp(3rem, 7vw, 5rem)'),
  '@media': { print: { gap: '1.25rem' } },
});

export const section = style({
  ...layout.gridItem('1.75rem'),
  '@media': { print: { gap: '0.5rem' } },
});

export const sectionTitle = style({
  ...layout.row('0.9rem'),
  ...typeset.font(tokens.font.mono, 'clamp(1rem, 2.2vw, 1.25rem)', 600),
  ...typeset.caps('0.14em'),
  selectors: {
    // A measuring ruler: a baseline with a tick every 24 px.
    '&::after': {
      content: '""',
      flex: 1,
      height: 9,
      backgroundImage: [
        `linear-gradient(${tokens.color.tick}, ${tokens.color.tick})`,
        `repeating-linear-gradient(90deg, ${tokens.color.tick} 0 1px, transparent 1px 24px)`,
      ].join(', '),
      backgroundSize: '100% 1px, 100% 100%',
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'bottom, 0 0',
    },
  },
  '@media': {
    print: {
      color: '#000',
      letterSpacing: '0.06em',
      selectors: { '&::after': { display: 'none' } },
    },
  },
});

export const sectionIndex = style({
  color: tokens.color.amber,
  fontWeight: 400,
  ...paper.hidden,
});

export const projectGrid = style({
  ...layout.gridItem('1.25rem'),
  ...layout.columnsFrom(tablet, 'repeat(2, minmax(0, 1fr))'),
});

export const projectCard = style({
  position: 'relative',
  ...layout.stack('0.75rem'),
  minWidth: 0,
  padding: '1.5rem 1.35rem 1.35rem',
  background: tokens.color.panel,
  border: `1px solid ${tokens.color.panelEdge}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: -1,
      left: -1,
      width: 14,
      height: 14,
      borderTop: `2px solid ${tokens.color.teal}`,
      borderLeft: `2px solid ${tokens.color.teal}`,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      right: -1,
      bottom: -1,
      width: 14,
      height: 14,
      borderBottom: `2px solid ${tokens.color.teal}`,
      borderRight: `2px solid ${tokens.color.teal}`,
    },
    '&:hover': { borderColor: tokens.color.tick },
  },
  '@media': {
    [motion]: { transition: 'border-color 200ms ease' },
    print: {
      background: 'none',
      border: 0,
      borderTop: '1px solid #999',
      padding: '0.5rem 0',
      selectors: { '&::before, &::after': { display: 'none' } },
    },
  },
});

export const projectCode = style({
  ...typeset.font(tokens.font.mono, '0.75rem'),
  letterSpacing: '0.16em',
  color: tokens.color.amber,
  ...paper.hidden,
});

export const entryTitle = style({
  ...typeset.size('1.1875rem', 650, 1.3),
  '@media': { print: { fontSize: '12pt', color: '#000' } },
});

export const text = style({
  ...typeset.ink(tokens.color.muted),
  fontSize: '0.975rem',
});

export const tags = style(layout.wrapRow('0.35rem 0.5rem'));

export const tag = style({
  ...typeset.font(tokens.font.mono, '0.75rem'),
  padding: '0.1rem 0.45rem',
  color: tokens.color.teal,
  border: `1px solid ${tokens.color.panelEdge}`,
  '@media': { print: { color: '#000', border: '1px solid #999' } },
});

export const projectLinks = style({
  ...layout.wrapRow('0.5rem 1.25rem', '0.25rem'),
});

export const projectLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  ...typeset.ink(tokens.color.teal),
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const log = style({
  display: 'grid',
  minWidth: 0,
  borderTop: `1px solid ${tokens.color.panelEdge}`,
  '@media': { print: { border: 0 } },
});

export const logEntry = style({
  ...layout.grid('0.5rem 2rem'),
  padding: '1.5rem 0',
  borderBottom: `1px solid ${tokens.color.panelEdge}`,
  minWidth: 0,
  '@media': {
    [tablet]: { gridTemplateColumns: '13rem minmax(0, 1fr)' },
    print: { display: 'block', padding: '0.4rem 0', border: 0 },
  },
});

export const dates = style({
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  ...typeset.ink(tokens.color.amber),
  whiteSpace: 'nowrap',
  paddingTop: '0.2rem',
});

export const logBody = style({ ...layout.grid('0.4rem'), minWidth: 0 });

export const org = style({
  ...typeset.font(tokens.font.mono, '0.875rem'),
  ...typeset.ink(tokens.color.teal),
});

export const skillGroup = style({ ...layout.grid('0.9rem'), minWidth: 0 });

export const groupTitle = style({
  ...typeset.font(tokens.font.mono, '0.8125rem', 500),
  ...typeset.caps('0.16em'),
  ...typeset.ink(tokens.color.muted),
});

// Technical skills as tiles of a periodic table.
export const elements = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
  gap: 6,
  '@media': { print: { ...layout.wrapRow('0.25rem 0.75rem') } },
});

export const element = style({
  ...layout.grid('0.6rem'),
  alignContent: 'space-between',
  minHeight: '5.5rem',
  minWidth: 0,
  padding: '0.55rem 0.7rem 0.7rem',
  background: tokens.color.panel,
  border: `1px solid ${tokens.color.panelEdge}`,
  ':hover': { background: tokens.color.teal, color: tokens.color.void },
  '@media': {
    [motion]: { transition: 'background 150ms ease, color 150ms ease' },
    print: { minHeight: 0, padding: 0, border: 0, background: 'none' },
  },
});

export const elementNumber = style({
  ...typeset.font(tokens.font.mono, '0.6875rem'),
  color: tokens.color.amber,
  ...paper.hidden,
});

globalStyle(`${element}:hover ${elementNumber}`, { color: tokens.color.void });

export const elementName = style({ fontWeight: 600, fontSize: '0.95rem', lineHeight: 1.25 });

export const softList = style({
  ...layout.wrapRow('0.5rem 1.75rem'),
  ...typeset.font(tokens.font.mono, '0.9375rem'),
});

globalStyle(`${softList} > li::before`, {
  content: '"› "',
  ...typeset.ink(tokens.color.teal),
});

export const footer = style({
  ...layout.splitRow('0.5rem 1.5rem'),
  marginTop: 'clamp(3rem, 7vw, 5rem)',
  paddingTop: '1.25rem',
  borderTop: `1px solid ${tokens.color.panelEdge}`,
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  color: tokens.color.muted,
  '@media': { print: { color: '#000', marginTop: '1rem' } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${tokens.color.amber}`,
  outlineOffset: 3,
});
globalStyle(`${root} ::selection`, { background: tokens.color.teal, color: tokens.color.void });
