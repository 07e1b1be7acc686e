import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

const tablet = 'screen and (min-width: 720px)';
const desktop = 'screen and (min-width: 1024px)';
const motion = '(prefers-reduced-motion: no-preference)';

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0) rotate(0deg)' },
  '50%': { transform: 'translateY(-8px) rotate(8deg)' },
});

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.canvas, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.6),
  },
]);

export const hero = style({
  backgroundColor: tokens.color.sun,
  backgroundImage: [
    `radial-gradient(ellipse 70% 80% at 0% 0%, ${tokens.color.pink}, transparent 65%)`,
    `radial-gradient(ellipse 60% 70% at 100% 10%, ${tokens.color.violet}, transparent 65%)`,
    `radial-gradient(ellipse 60% 60% at 80% 100%, ${tokens.color.aqua}, transparent 60%)`,
    `radial-gradient(ellipse 50% 60% at 10% 100%, ${tokens.color.tangerine}, transparent 65%)`,
  ].join(', '),
  borderRadius: '0 0 clamp(1.75rem, 5vw, 4rem) clamp(1.75rem, 5vw, 4rem)',
  '@media': {
    print: { backgroundImage: 'none', backgroundColor: 'transparent', borderRadius: 0 },
  },
});

export const heroInner = style({
  ...layout.grid('clamp(2rem, 5vw, 3rem)'),
  alignItems: 'center',
  ...layout.centered(
    '76rem',
    'clamp(3rem, 10vw, 7.5rem) clamp(1.25rem, 5vw, 3rem) clamp(3.5rem, 10vw, 7rem)',
  ),
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr)' },
    print: { display: 'block', padding: '0 0 1rem' },
  },
});

export const heroText = style({
  ...layout.gridItem('1.25rem'),
  justifyItems: 'start',
  '@media': { print: { gap: '0.5rem' } },
});

export const hello = style({
  ...typeset.font(tokens.font.display, 'clamp(1.1rem, 2.4vw, 1.4rem)', 700),
  padding: '0.25rem 0.9rem',
  background: 'rgba(255, 255, 255, 0.7)',
  borderRadius: 999,
  ...paper.hidden,
});

export const name = style({
  ...typeset.font(tokens.font.display, 'clamp(2.75rem, 9vw, 6.5rem)', 800, 0.98),
  letterSpacing: '-0.035em',
  maxWidth: '100%',
  '@media': { print: { fontSize: '26pt', color: '#000' } },
});

export const bio = style({
  maxWidth: '36rem',
  ...typeset.size('clamp(1.05rem, 2vw, 1.25rem)', 500, 1.55),
  '@media': { print: { fontWeight: 400, fontSize: '11pt' } },
});

export const actions = style({
  ...layout.wrapRow('0.75rem'),
  maxWidth: '100%',
  marginTop: '0.5rem',
  '@media': { print: { gap: '0.25rem 1rem', marginTop: 0 } },
});

const action = {
  ...layout.inlineRow('0.6rem', 48),
  maxWidth: '100%',
  ...layout.pill('0.6rem 1.4rem'),
  fontWeight: 700,
  textDecoration: 'none',
} as const;

export const primaryAction = style({
  ...action,
  ...typeset.colors(tokens.color.ink, '#ffffff'),
  boxShadow: '0 10px 24px -8px rgba(27, 16, 53, 0.55)',
  ':hover': { transform: 'translateY(-2px)' },
  '@media': {
    [motion]: { transition: 'transform 180ms ease' },
    print: { background: 'none', color: '#000', padding: 0, minHeight: 0, fontWeight: 400 },
  },
});

export const secondaryAction = style({
  ...action,
  ...typeset.colors('rgba(255, 255, 255, 0.85)', tokens.color.ink),
  border: `2px solid ${tokens.color.ink}`,
  ':hover': { background: tokens.color.card },
  '@media': {
    print: { background: 'none', border: 0, padding: 0, minHeight: 0, fontWeight: 400 },
  },
});

export const socials = style(layout.wrapRow('0.6rem'));

export const socialLink = style({
  ...layout.centredContent,
  width: 48,
  height: 48,
  borderRadius: '50%',
  ...typeset.colors(tokens.color.card, tokens.color.ink),
  boxShadow: '0 6px 16px -6px rgba(27, 16, 53, 0.35)',
  ':hover': { transform: 'translateY(-2px) rotate(-6deg)' },
  '@media': {
    [motion]: { transition: 'transform 180ms ease' },
    print: { boxShadow: 'none', width: 24, height: 24 },
  },
});

export const portrait = style({
  position: 'relative',
  justifySelf: 'center',
  ...layout.centredContent,
  padding: 'clamp(0.75rem, 2vw, 1.25rem)',
  '@media': { print: { display: 'block', justifySelf: 'start', padding: 0 } },
});

export const halo = style({
  position: 'absolute',
  inset: 0,
  borderRadius: '50%',
  background: `conic-gradient(from 30deg, ${tokens.color.pink}, ${tokens.color.sun}, ${tokens.color.aqua}, ${tokens.color.violet}, ${tokens.color.pink})`,
  boxShadow: '0 30px 60px -20px rgba(27, 16, 53, 0.45)',
});

const disc = {
  position: 'relative',
  width: 'clamp(11rem, 46vw, 18rem)',
  height: 'clamp(11rem, 46vw, 18rem)',
  borderRadius: '50%',
  border: '6px solid #ffffff',
} as const;

export const avatar = style({
  ...disc,
  objectFit: 'cover',
  background: tokens.color.card,
});

export const initials = style({
  ...disc,
  ...layout.centredContent,
  ...typeset.colors(tokens.color.card, tokens.color.ink),
  ...typeset.font(tokens.font.display, 'clamp(3.5rem, 12vw, 6rem)', 800),
  ...paper.hidden,
});

// The shared reset's `img { display: block }` outweighs a single class, so hide the picture here.
globalStyle(`${portrait} ${avatar}`, paper.hidden);

export const badge = style({
  position: 'absolute',
  bottom: '8%',
  insetInlineStart: '-4%',
  maxWidth: '90%',
  padding: '0.45rem 1rem',
  background: tokens.color.card,
  borderRadius: 14,
  fontWeight: 700,
  boxShadow: '0 12px 28px -10px rgba(27, 16, 53, 0.4)',
  transform: 'rotate(-4deg)',
  '@media': {
    [motion]: { animation: `${float} 7s ease-in-out infinite` },
    print: {
      position: 'static',
      transform: 'none',
      boxShadow: 'none',
      padding: 0,
      maxWidth: 'none',
    },
  },
});

export const main = style({
  ...layout.centered('76rem', 'clamp(3rem, 8vw, 6rem) clamp(1rem, 4vw, 3rem)'),
  ...layout.grid('clamp(3.5rem, 8vw, 6rem)'),
  '@media': { print: { padding: 0, gap: '1.25rem' } },
});

export const section = style({
  ...layout.gridItem('clamp(1.5rem, 4vw, 2.5rem)'),
  '@media': { print: { gap: '0.5rem' } },
});

export const sectionTitle = style({
  justifySelf: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: '0.6rem',
  ...typeset.font(tokens.font.display, 'clamp(2rem, 5vw, 3rem)', 800),
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
  textAlign: 'center',
  selectors: {
    '&::after': {
      content: '""',
      width: '3.5rem',
      height: 6,
      borderRadius: 999,
      background: `linear-gradient(90deg, ${tokens.color.pink}, ${tokens.color.sun}, ${tokens.color.aqua})`,
    },
  },
  '@media': {
    print: {
      justifySelf: 'start',
      fontSize: '16pt',
      textAlign: 'start',
      selectors: { '&::after': { display: 'none' } },
    },
  },
});

export const projectGrid = style({
  ...layout.gridItem('clamp(1.25rem, 3vw, 2rem)'),
  ...layout.columnsFrom(tablet, 'repeat(2, minmax(0, 1fr))'),
});

const card = {
  background: tokens.color.card,
  borderRadius: 24,
  boxShadow: tokens.shadow.card,
  minWidth: 0,
} as const;

export const projectCard = style({
  ...card,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  ':hover': { transform: 'translateY(-4px)' },
  '@media': {
    [motion]: { transition: 'transform 200ms ease' },
    print: { borderRadius: 0, borderTop: '1px solid #999', marginBottom: '0.5rem' },
  },
});

export const cover = style({
  ...layout.centredContent,
  height: 'clamp(6.5rem, 14vw, 9rem)',
  ...typeset.colors(
    `linear-gradient(135deg, ${tokens.color.pink}, ${tokens.color.sun})`,
    tokens.color.ink,
  ),
  ...typeset.font(tokens.font.display, 'clamp(3rem, 7vw, 4.5rem)', 800),
  ...paper.hidden,
});

globalStyle(`${projectCard}:nth-child(3n + 2) ${cover}`, {
  background: `linear-gradient(135deg, ${tokens.color.aqua}, ${tokens.color.violet})`,
});
globalStyle(`${projectCard}:nth-child(3n) ${cover}`, {
  background: `linear-gradient(135deg, ${tokens.color.sun}, ${tokens.color.tangerine})`,
});

export const cardBody = style({
  ...layout.stack('0.8rem'),
  padding: 'clamp(1.25rem, 3vw, 1.75rem)',
  minWidth: 0,
  '@media': { print: { padding: '0.4rem 0' } },
});

export const cardTitle = style({
  ...typeset.font(tokens.font.display, '1.3rem', 800, 1.25),
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '12pt' } },
});

export const text = style(typeset.ink(tokens.color.muted));

export const pills = style(layout.wrapRow('0.4rem'));

export const pill = style({
  ...layout.pill('0.15rem 0.7rem'),
  ...typeset.colors(tokens.color.pill, tokens.color.pillInk),
  ...typeset.size('0.8125rem', 600),
  '@media': { print: { background: 'none', color: '#000', border: '1px solid #999' } },
});

export const cardLinks = style(layout.wrapRow('0.5rem 1.25rem'));

export const cardLink = style({
  ...layout.inlineRow('0.3rem', 24),
  ...typeset.ink(tokens.color.accent),
  fontWeight: 700,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const cardGrid = style({
  ...layout.gridItem('clamp(1.25rem, 3vw, 1.75rem)'),
  ...layout.columnsFrom(tablet, 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))'),
});

export const infoCard = style({
  ...card,
  position: 'relative',
  ...layout.stack('0.5rem'),
  padding: 'clamp(1.5rem, 3vw, 2rem)',
  paddingInlineStart: 'clamp(1.75rem, 3.5vw, 2.25rem)',
  overflow: 'hidden',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: 6,
      background: `linear-gradient(180deg, ${tokens.color.pink}, ${tokens.color.violet}, ${tokens.color.aqua})`,
    },
  },
  '@media': {
    print: {
      padding: '0.4rem 0',
      borderRadius: 0,
      selectors: { '&::before': { display: 'none' } },
    },
  },
});

export const dates = style({
  justifySelf: 'start',
  ...layout.pill('0.15rem 0.7rem'),
  ...typeset.colors(tokens.color.sun, tokens.color.ink),
  ...typeset.size('0.8125rem', 700),
  whiteSpace: 'nowrap',
  '@media': { print: { background: 'none', padding: 0 } },
});

export const org = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 700,
});

export const skillCards = style({
  ...layout.gridItem('clamp(1.25rem, 3vw, 1.75rem)'),
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const skillCard = style({
  ...card,
  ...layout.stack('1rem'),
  padding: 'clamp(1.5rem, 3vw, 2rem)',
  '@media': { print: { padding: 0, borderRadius: 0 } },
});

export const skillPills = style(layout.wrapRow('0.6rem'));

export const skillPill = style({
  ...layout.pill('0.4rem 1rem'),
  ...typeset.colors(
    `linear-gradient(135deg, ${tokens.color.pink}, ${tokens.color.sun})`,
    tokens.color.ink,
  ),
  fontWeight: 700,
  minWidth: 0,
  '@media': { print: { background: 'none', border: '1px solid #999', padding: '0 0.5rem' } },
});

globalStyle(`${skillPill}:nth-child(3n + 2)`, {
  background: `linear-gradient(135deg, ${tokens.color.aqua}, ${tokens.color.violet})`,
});
globalStyle(`${skillPill}:nth-child(3n)`, {
  background: `linear-gradient(135deg, ${tokens.color.sun}, ${tokens.color.tangerine})`,
});
globalStyle(`${skillPill}:nth-child(n)`, { '@media': { print: { background: 'none' } } });

export const softPill = style({
  ...layout.pill('0.4rem 1rem'),
  border: `2px solid ${tokens.color.line}`,
  color: tokens.color.ink,
  fontWeight: 600,
  '@media': { print: { border: '1px solid #999', padding: '0 0.5rem' } },
});

export const footer = style({
  ...layout.splitRow('0.5rem 2rem'),
  padding: '2rem clamp(1.25rem, 5vw, 3rem)',
  ...typeset.colors(
    `linear-gradient(90deg, ${tokens.color.pink}, ${tokens.color.sun}, ${tokens.color.aqua})`,
    tokens.color.ink,
  ),
  fontWeight: 700,
  '@media': { print: { background: 'none', padding: '1rem 0 0', fontWeight: 400 } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `3px solid ${tokens.color.ink}`,
  outlineOffset: 3,
});
globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.ink });
