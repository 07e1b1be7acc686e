import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

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
  layout.pageColumn(rem(74), `clamp(${rem(1)}, 4vw, ${rem(3)}) clamp(${rem(1)}, 4vw, ${rem(2.5)}) ${rem(2)}`),
);

export const header = style({
  ...layout.grid(`clamp(${rem(1.5)}, 4vw, ${rem(2.5)})`),
  paddingBottom: `clamp(${rem(2)}, 5vw, ${rem(3.5)})`,
  '@media': { print: { gap: rem(0.75), paddingBottom: rem(1) } },
});

export const readoutBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  ...typeset.font(tokens.font.mono, rem(0.75)),
  ...typeset.caps('0.2em'),
  color: tokens.color.muted,
  paddingBottom: rem(0.75),
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
  ...layout.grid(`clamp(${rem(1.25)}, 4vw, ${rem(3)})`),
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
  width: `clamp(${rem(7.5)}, 22vw, ${rem(10.5)})`,
  height: `clamp(${rem(7.5)}, 22vw, ${rem(10.5)})`,
  border: `1px solid ${tokens.color.panelEdge}`,
} as const;

export const avatar = style({
  ...frame,
  objectFit: 'cover',
  filter: 'saturate(0.85) contrast(1.05)',
});

const initialsLook = {
  ...typeset.colors(tokens.color.panel, tokens.color.teal),
  ...typeset.font(tokens.font.mono, `clamp(${rem(2.25)}, 6vw, ${rem(3.25)})`),
};
export const initials = style({
  ...frame,
  ...layout.centredContent,
  ...initialsLook,
});

export const identityText = style({ ...layout.grid(rem(0.9)), minWidth: 0 });

export const username = style({
  ...typeset.font(tokens.font.mono, rem(0.9)),
  ...typeset.ink(tokens.color.teal),
});

export const name = style({
  ...typeset.size(`clamp(${rem(2.4)}, 7.5vw, ${rem(5.25)})`, 700, 1),
  letterSpacing: '-0.04em',
  '@media': { print: { fontSize: '24pt', color: '#000' } },
});

export const bio = style({
  maxWidth: rem(44),
  ...typeset.ink(tokens.color.muted),
  fontSize: `clamp(${rem(1)}, 1.8vw, ${rem(1.125)})`,
});

export const readouts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${rem(15)}), 1fr))`,
  border: `1px solid ${tokens.color.panelEdge}`,
  background: tokens.color.panel,
  '@media': {
    print: {
      ...layout.wrapRow(`${rem(0.25)} ${rem(1)}`),
      border: 0,
      background: 'none',
    },
  },
});

export const readout = style({
  ...layout.grid(rem(0.2)),
  padding: `${rem(0.85)} ${rem(1)}`,
  minWidth: 0,
  boxShadow: `inset -1px -1px 0 ${tokens.color.panelEdge}`,
  '@media': { print: { padding: 0 } },
});

export const readoutLabel = style({
  ...typeset.font(tokens.font.mono, rem(0.6875)),
  ...typeset.caps('0.18em'),
  color: tokens.color.muted,
  ...paper.hidden,
});

export const readoutLink = style({
  ...layout.inlineRow(rem(0.5), 24),
  minWidth: 0,
  ...typeset.font(tokens.font.mono, rem(0.875)),
  ...typeset.ink(tokens.color.text),
  textDecoration: 'none',
  ':hover': { color: tokens.color.teal, textDecoration: 'underline' },
});

export const main = style({
  ...layout.grid(`clamp(${rem(3)}, 7vw, ${rem(5)})`),
  '@media': { print: { gap: rem(1.25) } },
});

export const section = style({
  ...layout.gridItem(rem(1.75)),
  '@media': { print: { gap: rem(0.5) } },
});

export const sectionTitle = style({
  ...layout.row(rem(0.9)),
  ...typeset.font(tokens.font.mono, `clamp(${rem(1)}, 2.2vw, ${rem(1.25)})`, 600),
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
  ...layout.gridItem(rem(1.25)),
  ...layout.columnsFrom(tablet, 'repeat(2, minmax(0, 1fr))'),
});

export const projectCard = style({
  position: 'relative',
  ...layout.stack(rem(0.75)),
  minWidth: 0,
  padding: `${rem(1.5)} ${rem(1.35)} ${rem(1.35)}`,
  background: tokens.color.panel,
  border: `1px solid ${tokens.color.panelEdge}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: -1,
      insetInlineStart: -1,
      width: 14,
      height: 14,
      borderTop: `2px solid ${tokens.color.teal}`,
      borderInlineStart: `2px solid ${tokens.color.teal}`,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: -1,
      bottom: -1,
      width: 14,
      height: 14,
      borderBottom: `2px solid ${tokens.color.teal}`,
      borderInlineEnd: `2px solid ${tokens.color.teal}`,
    },
    '&:hover': { borderColor: tokens.color.tick },
  },
  '@media': {
    [motion]: { transition: 'border-color 200ms ease' },
    print: {
      background: 'none',
      border: 0,
      borderTop: '1px solid #999',
      padding: `${rem(0.5)} 0`,
      selectors: { '&::before, &::after': { display: 'none' } },
    },
  },
});

export const projectCode = style({
  ...typeset.font(tokens.font.mono, rem(0.75)),
  letterSpacing: '0.16em',
  color: tokens.color.amber,
  ...paper.hidden,
});

export const entryTitle = style({
  ...typeset.size(rem(1.1875), 650, 1.3),
  '@media': { print: { fontSize: '12pt', color: '#000' } },
});

export const text = style({
  ...typeset.ink(tokens.color.muted),
  fontSize: rem(0.975),
});

export const tags = style(layout.wrapRow(`${rem(0.35)} ${rem(0.5)}`));

export const tag = style({
  ...typeset.font(tokens.font.mono, rem(0.75)),
  padding: `${rem(0.1)} ${rem(0.45)}`,
  color: tokens.color.teal,
  border: `1px solid ${tokens.color.panelEdge}`,
  '@media': { print: { color: '#000', border: '1px solid #999' } },
});

export const projectLinks = style({
  ...layout.wrapRow(`${rem(0.5)} ${rem(1.25)}`, rem(0.25)),
});

export const projectLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  ...typeset.font(tokens.font.mono, rem(0.8125)),
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
  ...layout.grid(`${rem(0.5)} ${rem(2)}`),
  padding: `${rem(1.5)} 0`,
  borderBottom: `1px solid ${tokens.color.panelEdge}`,
  minWidth: 0,
  '@media': {
    [tablet]: { gridTemplateColumns: `${rem(13)} minmax(0, 1fr)` },
    print: { display: 'block', padding: `${rem(0.4)} 0`, border: 0 },
  },
});

export const dates = style({
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  ...typeset.ink(tokens.color.amber),
  whiteSpace: 'nowrap',
  paddingTop: rem(0.2),
});

export const logBody = style({ ...layout.grid(rem(0.4)), minWidth: 0 });

export const org = style({
  ...typeset.font(tokens.font.mono, rem(0.875)),
  ...typeset.ink(tokens.color.teal),
});

export const skillGroup = style({ ...layout.grid(rem(0.9)), minWidth: 0 });

export const groupTitle = style({
  ...typeset.font(tokens.font.mono, rem(0.8125), 500),
  ...typeset.caps('0.16em'),
  ...typeset.ink(tokens.color.muted),
});

// Technical skills as tiles of a periodic table.
export const elements = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${rem(8.5)}), 1fr))`,
  gap: 6,
  '@media': { print: { ...layout.wrapRow(`${rem(0.25)} ${rem(0.75)}`) } },
});

export const element = style({
  ...layout.grid(rem(0.6)),
  alignContent: 'space-between',
  minHeight: rem(5.5),
  minWidth: 0,
  padding: `${rem(0.55)} ${rem(0.7)} ${rem(0.7)}`,
  background: tokens.color.panel,
  border: `1px solid ${tokens.color.panelEdge}`,
  ':hover': { background: tokens.color.teal, color: tokens.color.void },
  '@media': {
    [motion]: { transition: 'background 150ms ease, color 150ms ease' },
    print: { minHeight: 0, padding: 0, border: 0, background: 'none' },
  },
});

export const elementNumber = style({
  ...typeset.font(tokens.font.mono, rem(0.6875)),
  color: tokens.color.amber,
  ...paper.hidden,
});

globalStyle(`${element}:hover ${elementNumber}`, { color: tokens.color.void });

export const elementName = style({ fontWeight: 600, fontSize: rem(0.95), lineHeight: 1.25 });

export const softList = style({
  ...layout.wrapRow(`${rem(0.5)} ${rem(1.75)}`),
  ...typeset.font(tokens.font.mono, rem(0.9375)),
});

globalStyle(`${softList} > li::before`, {
  content: '"› "',
  ...typeset.ink(tokens.color.teal),
});

export const footer = style({
  ...layout.splitRow(`${rem(0.5)} ${rem(1.5)}`),
  marginTop: `clamp(${rem(3)}, 7vw, ${rem(5)})`,
  paddingTop: rem(1.25),
  borderTop: `1px solid ${tokens.color.panelEdge}`,
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  color: tokens.color.muted,
  '@media': { print: { color: '#000', marginTop: rem(1) } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${tokens.color.amber}`,
  outlineOffset: 3,
});
globalStyle(`${root} ::selection`, { background: tokens.color.teal, color: tokens.color.void });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({ ...typeset.size(`clamp(${rem(1.05)}, 2.2vw, ${rem(1.3)})`, 600, 1.35) });

export const location = style({ fontSize: rem(0.9375), color: tokens.color.muted });

export const facts = style({
  fontSize: rem(0.8125),
  color: tokens.color.muted,
  letterSpacing: '0.04em',
});

export const shot = style({ borderRadius: 4, border: `1px solid ${tokens.color.muted}` });

// A picture that fails to load shows the initials as drawn without a picture (Avatar's fallback).
globalStyle(`${avatar}::after`, initialsLook);
