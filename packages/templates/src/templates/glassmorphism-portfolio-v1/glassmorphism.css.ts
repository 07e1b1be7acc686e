import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const desktop = 'screen and (min-width: 900px)';
const tablet = 'screen and (min-width: 640px)';
const blurSupported = '((backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px)))';

export const root = style([
  templateRoot,
  {
    position: 'relative',
    isolation: 'isolate',
    ...typeset.colors(tokens.color.canvas, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.65, rem(1)),
  },
]);

// The blobs are clipped by their own layer so they never widen the page.
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  zIndex: -1,
  pointerEvents: 'none',
  ...paper.hidden,
});

export const blob = style({
  position: 'absolute',
  borderRadius: '50%',
  filter: 'blur(70px)',
  opacity: 0.75,
});

export const blobTone = styleVariants({
  violet: {
    background: tokens.color.blobViolet,
    width: 'min(520px, 80vw)',
    height: 'min(520px, 80vw)',
    top: -120,
    left: '-10%',
  },
  pink: {
    background: tokens.color.blobPink,
    width: 'min(460px, 70vw)',
    height: 'min(460px, 70vw)',
    top: '12%',
    right: '-8%',
  },
  orange: {
    background: tokens.color.blobOrange,
    width: 'min(420px, 65vw)',
    height: 'min(420px, 65vw)',
    top: '45%',
    left: '5%',
    opacity: 0.55,
  },
  cyan: {
    background: tokens.color.blobCyan,
    width: 'min(480px, 70vw)',
    height: 'min(480px, 70vw)',
    bottom: '-6%',
    right: '10%',
    opacity: 0.6,
  },
});

export const page = style({
  ...layout.centered(rem(74), `clamp(${rem(1)}, 4vw, ${rem(3)}) clamp(${rem(0.75)}, 3vw, ${rem(2)})`),
  ...layout.grid(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`),
  '@media': { print: { padding: 0, maxWidth: 'none', display: 'block' } },
});

export const glass = style({
  ...layout.surface(tokens.color.glassSolid, `1px solid ${tokens.color.glassEdge}`, 28),
  boxShadow: '0 20px 50px -24px rgba(49, 23, 110, 0.45), inset 0 1px 0 rgba(255, 255, 255, 0.9)',
  minWidth: 0,
  '@supports': {
    [blurSupported]: {
      background: tokens.color.glass,
      backdropFilter: 'blur(22px) saturate(160%)',
      WebkitBackdropFilter: 'blur(22px) saturate(160%)',
    },
  },
  '@media': {
    print: {
      background: 'none !important',
      border: 'none',
      borderRadius: 0,
      backdropFilter: 'none !important',
    },
  },
});

export const hero = style({
  ...layout.grid(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`),
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
    print: { display: 'block', marginBottom: rem(1) },
  },
});

export const intro = style({
  ...layout.grid(rem(1.25)),
  alignContent: 'center',
  padding: `clamp(${rem(1.5)}, 5vw, ${rem(3)})`,
  '@media': {
    [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' },
    print: { padding: 0 },
  },
});

export const avatar = style({
  width: 96,
  height: 96,
  borderRadius: 28,
  objectFit: 'cover',
  ...typeset.colors(
    `linear-gradient(135deg, ${tokens.color.blobViolet}, ${tokens.color.blobPink})`,
    tokens.color.ink,
  ),
  ...layout.centredContent,
  ...typeset.font(tokens.font.display, rem(2), 700),
  boxShadow: `0 0 0 4px ${tokens.color.glassEdge}`,
});

// The initials, and the same initials over a picture that fails to load (Avatar's fallback).
globalStyle(`span${avatar}, ${avatar}::after`, {
  ...typeset.colors(tokens.color.onAccent, tokens.color.accent),
});

export const introText = style({ ...layout.grid(rem(0.5)), minWidth: 0 });

export const username = style({
  justifySelf: 'start',
  ...typeset.size(rem(0.875), 700),
  letterSpacing: '0.04em',
  ...layout.pill(`${rem(0.15)} ${rem(0.75)}`),
  ...typeset.colors(tokens.color.accent, tokens.color.onAccent),
  '@media': { print: { background: 'none', color: '#000', padding: 0 } },
});

export const name = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(2.25)}, 6.5vw, ${rem(4.25)})`, 800, 1.02),
  letterSpacing: '-0.035em',
});

export const bio = style({
  fontSize: `clamp(${rem(1)}, 2vw, ${rem(1.1875)})`,
  ...typeset.ink(tokens.color.muted),
  maxWidth: '60ch',
  marginTop: rem(0.25),
});

export const contactPanel = style({
  padding: `clamp(${rem(1)}, 3vw, ${rem(1.5)})`,
  '@media': { print: { padding: `${rem(0.5)} 0 0` } },
});

export const contacts = style({
  ...layout.grid(rem(0.5)),
  '@media': {
    'screen and (min-width: 480px) and (max-width: 899.98px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    print: { ...layout.wrapRow(`${rem(0.25)} ${rem(1)}`) },
  },
});

export const contactLink = style({
  ...layout.row(rem(0.75)),
  minHeight: 44,
  padding: `${rem(0.35)} ${rem(0.6)}`,
  borderRadius: 16,
  color: tokens.color.ink,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: rem(0.9375),
  ':hover': { background: tokens.color.chip },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'background 150ms ease' },
    print: { padding: 0, minHeight: 0, color: '#000' },
  },
});

export const contactIcon = style({
  ...layout.centredContent,
  width: 34,
  height: 34,
  borderRadius: 12,
  flexShrink: 0,
  ...typeset.colors(tokens.color.accent, tokens.color.onAccent),
  ...paper.hidden,
});

export const contactText = style({ minWidth: 0 });

export const bento = style({
  ...layout.grid(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`),
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', alignItems: 'start' },
    print: { display: 'block' },
  },
});

export const span = styleVariants({
  wide: { '@media': { [desktop]: { gridColumn: 'span 7' } } },
  narrow: { '@media': { [desktop]: { gridColumn: 'span 5' } } },
  full: { '@media': { [desktop]: { gridColumn: '1 / -1' } } },
});

export const panel = style({
  ...layout.grid(rem(1.25)),
  alignContent: 'start',
  padding: `clamp(${rem(1.25)}, 4vw, ${rem(2.25)})`,
  '@media': { print: { padding: `${rem(0.75)} 0` } },
});

const titleBase = {
  ...typeset.font(tokens.font.display, rem(0.8125), 800),
  ...typeset.caps('0.18em'),
  color: tokens.color.accent,
} as const;

export const panelTitle = style({
  ...titleBase,
  '@media': { print: { color: '#000', fontSize: '11pt', borderBottom: '1px solid #999' } },
});

export const openSection = style({
  ...layout.gridItem(rem(1)),
  '@media': { print: { padding: `${rem(0.75)} 0` } },
});

export const openTitle = style({
  ...titleBase,
  justifySelf: 'start',
  ...layout.pill(`${rem(0.4)} ${rem(1)}`),
  background: tokens.color.glassSolid,
  '@media': {
    print: { color: '#000', fontSize: '11pt', padding: 0, background: 'none' },
  },
});

export const entries = style(layout.grid(rem(1.5)));

export const entry = style({
  ...layout.gridItem(rem(0.3)),
  selectors: { '& + &': { paddingTop: rem(1.5), borderTop: '1px solid rgba(76, 69, 102, 0.18)' } },
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${rem(0.15)} ${rem(1)}`,
});

export const entryTitle = style({
  ...typeset.font(tokens.font.display, rem(1.1875), 700, 1.3),
  minWidth: 0,
});

export const dates = style({
  ...typeset.size(rem(0.8125), 600),
  ...typeset.ink(tokens.color.muted, '#333'),
  fontVariantNumeric: 'tabular-nums',
});

export const org = style({
  fontWeight: 600,
  ...typeset.ink(tokens.color.accent),
});

export const text = style({ color: tokens.color.ink });

export const tags = style({
  ...layout.wrapRow(rem(0.35), rem(0.4)),
});

export const tag = style({
  ...typeset.size(rem(0.75), 600, 1.6),
  padding: `${rem(0.05)} ${rem(0.6)}`,
  borderRadius: 8,
  ...typeset.colors(tokens.color.chip, tokens.color.accent),
  '@media': { print: { background: 'none', color: '#000', border: '1px solid #999' } },
});

export const skillGroups = style(layout.grid(rem(1.5)));

export const groupTitle = style({
  ...typeset.size(rem(1), 700),
  marginBottom: rem(0.6),
});

export const chips = style(layout.wrapRow(rem(0.45)));

export const chip = style({
  ...typeset.size(rem(0.875), 600),
  ...layout.pill(`${rem(0.25)} ${rem(0.8)}`),
  ...typeset.colors(tokens.color.accent, tokens.color.onAccent),
  '@media': { print: { background: 'none', color: '#000', border: '1px solid #999' } },
});

export const softChip = style({
  ...typeset.size(rem(0.875), 600),
  ...layout.pill(`${rem(0.2)} ${rem(0.75)}`),
  border: `2px solid ${tokens.color.accent}`,
  color: tokens.color.accent,
  '@media': { print: { color: '#000', borderColor: '#999', borderWidth: 1 } },
});

export const projectGrid = style({
  ...layout.autoGrid(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`, rem(15)),
  ...paper.block,
});

export const projectCard = style({
  ...layout.column(rem(0.5)),
  padding: `clamp(${rem(1.25)}, 3.5vw, ${rem(1.75)})`,
  '@media': { print: { padding: `${rem(0.5)} 0` } },
});

export const projectLinks = style({
  ...layout.wrapRow(rem(0.5), 'auto'),
  paddingTop: rem(0.75),
});

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  ...layout.pill(`${rem(0.4)} ${rem(1)}`),
  ...typeset.size(rem(0.875), 700),
  textDecoration: 'none',
} as const;

export const button = style({
  ...buttonBase,
  ...typeset.colors(tokens.color.accent, tokens.color.onAccent),
  ':hover': { background: tokens.color.ink },
  '@media': { print: { background: 'none', color: '#000', padding: 0, minHeight: 0 } },
});

export const ghostButton = style({
  ...buttonBase,
  border: `2px solid ${tokens.color.accent}`,
  color: tokens.color.accent,
  ':hover': { background: tokens.color.chip },
  '@media': { print: { border: 'none', color: '#000', padding: 0, minHeight: 0 } },
});

export const educationGrid = style({
  ...layout.autoGrid(rem(1.5), rem(16), 'auto-fit'),
  ...paper.oneColumn,
});

export const educationEntry = style({
  ...layout.grid(rem(0.3)),
  alignContent: 'start',
  minWidth: 0,
});

export const footer = style({
  ...layout.splitRow(`${rem(0.5)} ${rem(1.5)}`),
  padding: `${rem(1)} ${rem(1.5)}`,
  fontSize: rem(0.875),
  color: tokens.color.muted,
  '@media': { print: { padding: `${rem(1)} 0 0`, color: '#333' } },
});

globalStyle(`${root} a:focus-visible`, { outline: `3px solid ${tokens.color.accent}` });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({ ...typeset.size(`clamp(${rem(1.05)}, 2.2vw, ${rem(1.25)})`, 600, 1.35) });

export const location = style({ fontSize: rem(0.9375), color: tokens.color.muted });

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted, fontWeight: 600 });

export const shot = style({ borderRadius: 16, border: '1px solid rgba(255, 255, 255, 0.6)' });
