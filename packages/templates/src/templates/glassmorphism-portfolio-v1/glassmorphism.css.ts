import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

const desktop = 'screen and (min-width: 900px)';
const tablet = 'screen and (min-width: 640px)';
const blurSupported = '((backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px)))';

export const root = style([
  templateRoot,
  {
    position: 'relative',
    isolation: 'isolate',
    ...typeset.colors(tokens.color.canvas, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.65, '1rem'),
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
  ...layout.centered('74rem', 'clamp(1rem, 4vw, 3rem) clamp(0.75rem, 3vw, 2rem)'),
  ...layout.grid('clamp(1rem, 2.5vw, 1.5rem)'),
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
  ...layout.grid('clamp(1rem, 2.5vw, 1.5rem)'),
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
    print: { display: 'block', marginBottom: '1rem' },
  },
});

export const intro = style({
  ...layout.grid('1.25rem'),
  alignContent: 'center',
  padding: 'clamp(1.5rem, 5vw, 3rem)',
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
  ...typeset.font(tokens.font.display, '2rem', 700),
  boxShadow: `0 0 0 4px ${tokens.color.glassEdge}`,
});

globalStyle(`span${avatar}`, {
  ...typeset.colors(tokens.color.onAccent, tokens.color.accent),
});

export const introText = style({ ...layout.grid('0.5rem'), minWidth: 0 });

export const username = style({
  justifySelf: 'start',
  ...typeset.size('0.875rem', 700),
  letterSpacing: '0.04em',
  ...layout.pill('0.15rem 0.75rem'),
  ...typeset.colors(tokens.color.accent, tokens.color.onAccent),
  '@media': { print: { background: 'none', color: '#000', padding: 0 } },
});

export const name = style({
  ...typeset.font(tokens.font.display, 'clamp(2.25rem, 6.5vw, 4.25rem)', 800, 1.02),
  letterSpacing: '-0.035em',
});

export const bio = style({
  fontSize: 'clamp(1rem, 2vw, 1.1875rem)',
  ...typeset.ink(tokens.color.muted),
  maxWidth: '60ch',
  marginTop: '0.25rem',
});

export const contactPanel = style({
  padding: 'clamp(1rem, 3vw, 1.5rem)',
  '@media': { print: { padding: '0.5rem 0 0' } },
});

export const contacts = style({
  ...layout.grid('0.5rem'),
  '@media': {
    'screen and (min-width: 480px) and (max-width: 899.98px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    print: { ...layout.wrapRow('0.25rem 1rem') },
  },
});

export const contactLink = style({
  ...layout.row('0.75rem'),
  minHeight: 44,
  padding: '0.35rem 0.6rem',
  borderRadius: 16,
  color: tokens.color.ink,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '0.9375rem',
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
  ...layout.grid('clamp(1rem, 2.5vw, 1.5rem)'),
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
  ...layout.grid('1.25rem'),
  alignContent: 'start',
  padding: 'clamp(1.25rem, 4vw, 2.25rem)',
  '@media': { print: { padding: '0.75rem 0' } },
});

const titleBase = {
  ...typeset.font(tokens.font.display, '0.8125rem', 800),
  ...typeset.caps('0.18em'),
  color: tokens.color.accent,
} as const;

export const panelTitle = style({
  ...titleBase,
  '@media': { print: { color: '#000', fontSize: '11pt', borderBottom: '1px solid #999' } },
});

export const openSection = style({
  ...layout.gridItem('1rem'),
  '@media': { print: { padding: '0.75rem 0' } },
});

export const openTitle = style({
  ...titleBase,
  justifySelf: 'start',
  ...layout.pill('0.4rem 1rem'),
  background: tokens.color.glassSolid,
  '@media': {
    print: { color: '#000', fontSize: '11pt', padding: 0, background: 'none' },
  },
});

export const entries = style(layout.grid('1.5rem'));

export const entry = style({
  ...layout.gridItem('0.3rem'),
  selectors: { '& + &': { paddingTop: '1.5rem', borderTop: '1px solid rgba(76, 69, 102, 0.18)' } },
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '0.15rem 1rem',
});

export const entryTitle = style({
  ...typeset.font(tokens.font.display, '1.1875rem', 700, 1.3),
  minWidth: 0,
});

export const dates = style({
  ...typeset.size('0.8125rem', 600),
  ...typeset.ink(tokens.color.muted, '#333'),
  fontVariantNumeric: 'tabular-nums',
});

export const org = style({
  fontWeight: 600,
  ...typeset.ink(tokens.color.accent),
});

export const text = style({ color: tokens.color.ink });

export const tags = style({
  ...layout.wrapRow('0.35rem', '0.4rem'),
});

export const tag = style({
  ...typeset.size('0.75rem', 600, 1.6),
  padding: '0.05rem 0.6rem',
  borderRadius: 8,
  ...typeset.colors(tokens.color.chip, tokens.color.accent),
  '@media': { print: { background: 'none', color: '#000', border: '1px solid #999' } },
});

export const skillGroups = style(layout.grid('1.5rem'));

export const groupTitle = style({
  ...typeset.size('1rem', 700),
  marginBottom: '0.6rem',
});

export const chips = style(layout.wrapRow('0.45rem'));

export const chip = style({
  ...typeset.size('0.875rem', 600),
  ...layout.pill('0.25rem 0.8rem'),
  ...typeset.colors(tokens.color.accent, tokens.color.onAccent),
  '@media': { print: { background: 'none', color: '#000', border: '1px solid #999' } },
});

export const softChip = style({
  ...typeset.size('0.875rem', 600),
  ...layout.pill('0.2rem 0.75rem'),
  border: `2px solid ${tokens.color.accent}`,
  color: tokens.color.accent,
  '@media': { print: { color: '#000', borderColor: '#999', borderWidth: 1 } },
});

export const projectGrid = style({
  ...layout.autoGrid('clamp(1rem, 2.5vw, 1.5rem)', '15rem'),
  ...paper.block,
});

export const projectCard = style({
  ...layout.column('0.5rem'),
  padding: 'clamp(1.25rem, 3.5vw, 1.75rem)',
  '@media': { print: { padding: '0.5rem 0' } },
});

export const projectLinks = style({
  ...layout.wrapRow('0.5rem', 'auto'),
  paddingTop: '0.75rem',
});

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  ...layout.pill('0.4rem 1rem'),
  ...typeset.size('0.875rem', 700),
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
  ...layout.autoGrid('1.5rem', '16rem', 'auto-fit'),
  ...paper.oneColumn,
});

export const educationEntry = style({
  ...layout.grid('0.3rem'),
  alignContent: 'start',
  minWidth: 0,
});

export const footer = style({
  ...layout.splitRow('0.5rem 1.5rem'),
  padding: '1rem 1.5rem',
  fontSize: '0.875rem',
  color: tokens.color.muted,
  '@media': { print: { padding: '1rem 0 0', color: '#333' } },
});

globalStyle(`${root} a:focus-visible`, { outline: `3px solid ${tokens.color.accent}` });
