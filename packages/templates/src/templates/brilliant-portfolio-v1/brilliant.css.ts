import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

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
  borderRadius: `0 0 clamp(${rem(1.75)}, 5vw, ${rem(4)}) clamp(${rem(1.75)}, 5vw, ${rem(4)})`,
  '@media': {
    print: { backgroundImage: 'none', backgroundColor: 'transparent', borderRadius: 0 },
  },
});

export const heroInner = style({
  ...layout.grid(`clamp(${rem(2)}, 5vw, ${rem(3)})`),
  alignItems: 'center',
  ...layout.centered(
    rem(76),
    `clamp(${rem(3)}, 10vw, ${rem(7.5)}) clamp(${rem(1.25)}, 5vw, ${rem(3)}) clamp(${rem(3.5)}, 10vw, ${rem(7)})`,
  ),
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr)' },
    print: { display: 'block', padding: `0 0 ${rem(1)}` },
  },
});

export const heroText = style({
  ...layout.gridItem(rem(1.25)),
  justifyItems: 'start',
  '@media': { print: { gap: rem(0.5) } },
});

export const hello = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(1.1)}, 2.4vw, ${rem(1.4)})`, 700),
  padding: `${rem(0.25)} ${rem(0.9)}`,
  background: 'rgba(255, 255, 255, 0.7)',
  borderRadius: 999,
  ...paper.hidden,
});

export const name = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(2.75)}, 9vw, ${rem(6.5)})`, 800, 0.98),
  letterSpacing: '-0.035em',
  maxWidth: '100%',
  '@media': { print: { fontSize: '26pt', color: '#000' } },
});

export const bio = style({
  maxWidth: rem(36),
  ...typeset.size(`clamp(${rem(1.05)}, 2vw, ${rem(1.25)})`, 500, 1.55),
  '@media': { print: { fontWeight: 400, fontSize: '11pt' } },
});

export const actions = style({
  ...layout.wrapRow(rem(0.75)),
  maxWidth: '100%',
  marginTop: rem(0.5),
  '@media': { print: { gap: `${rem(0.25)} ${rem(1)}`, marginTop: 0 } },
});

const action = {
  ...layout.inlineRow(rem(0.6), 48),
  maxWidth: '100%',
  ...layout.pill(`${rem(0.6)} ${rem(1.4)}`),
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

export const socials = style(layout.wrapRow(rem(0.6)));

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
  padding: `clamp(${rem(0.75)}, 2vw, ${rem(1.25)})`,
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
  width: `clamp(${rem(11)}, 46vw, ${rem(18)})`,
  height: `clamp(${rem(11)}, 46vw, ${rem(18)})`,
  borderRadius: '50%',
  border: '6px solid #ffffff',
} as const;

export const avatar = style({
  ...disc,
  objectFit: 'cover',
  background: tokens.color.card,
});

const initialsLook = {
  ...typeset.colors(tokens.color.card, tokens.color.ink),
  ...typeset.font(tokens.font.display, `clamp(${rem(3.5)}, 12vw, ${rem(6)})`, 800),
};
export const initials = style({
  ...disc,
  ...layout.centredContent,
  ...initialsLook,
  ...paper.hidden,
});

// The shared reset's `img { display: block }` outweighs a single class, so hide the picture here.
globalStyle(`${portrait} ${avatar}`, paper.hidden);

export const badge = style({
  position: 'absolute',
  bottom: '8%',
  insetInlineStart: '-4%',
  maxWidth: '90%',
  padding: `${rem(0.45)} ${rem(1)}`,
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
  ...layout.centered(rem(76), `clamp(${rem(3)}, 8vw, ${rem(6)}) clamp(${rem(1)}, 4vw, ${rem(3)})`),
  ...layout.grid(`clamp(${rem(3.5)}, 8vw, ${rem(6)})`),
  '@media': { print: { padding: 0, gap: rem(1.25) } },
});

export const section = style({
  ...layout.gridItem(`clamp(${rem(1.5)}, 4vw, ${rem(2.5)})`),
  '@media': { print: { gap: rem(0.5) } },
});

export const sectionTitle = style({
  justifySelf: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: rem(0.6),
  ...typeset.font(tokens.font.display, `clamp(${rem(2)}, 5vw, ${rem(3)})`, 800),
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
  textAlign: 'center',
  selectors: {
    '&::after': {
      content: '""',
      width: rem(3.5),
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
  ...layout.gridItem(`clamp(${rem(1.25)}, 3vw, ${rem(2)})`),
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
    print: { borderRadius: 0, borderTop: '1px solid #999', marginBottom: rem(0.5) },
  },
});

export const cover = style({
  ...layout.centredContent,
  height: `clamp(${rem(6.5)}, 14vw, ${rem(9)})`,
  ...typeset.colors(
    `linear-gradient(135deg, ${tokens.color.pink}, ${tokens.color.sun})`,
    tokens.color.ink,
  ),
  ...typeset.font(tokens.font.display, `clamp(${rem(3)}, 7vw, ${rem(4.5)})`, 800),
  ...paper.hidden,
});

globalStyle(`${projectCard}:nth-child(3n + 2) ${cover}`, {
  background: `linear-gradient(135deg, ${tokens.color.aqua}, ${tokens.color.violet})`,
});
globalStyle(`${projectCard}:nth-child(3n) ${cover}`, {
  background: `linear-gradient(135deg, ${tokens.color.sun}, ${tokens.color.tangerine})`,
});

export const cardBody = style({
  ...layout.stack(rem(0.8)),
  padding: `clamp(${rem(1.25)}, 3vw, ${rem(1.75)})`,
  minWidth: 0,
  '@media': { print: { padding: `${rem(0.4)} 0` } },
});

export const cardTitle = style({
  ...typeset.font(tokens.font.display, rem(1.3), 800, 1.25),
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '12pt' } },
});

export const text = style(typeset.ink(tokens.color.muted));

export const pills = style(layout.wrapRow(rem(0.4)));

export const pill = style({
  ...layout.pill(`${rem(0.15)} ${rem(0.7)}`),
  ...typeset.colors(tokens.color.pill, tokens.color.pillInk),
  ...typeset.size(rem(0.8125), 600),
  '@media': { print: { background: 'none', color: '#000', border: '1px solid #999' } },
});

export const cardLinks = style(layout.wrapRow(`${rem(0.5)} ${rem(1.25)}`));

export const cardLink = style({
  ...layout.inlineRow(rem(0.3), 24),
  ...typeset.ink(tokens.color.accent),
  fontWeight: 700,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const cardGrid = style({
  ...layout.gridItem(`clamp(${rem(1.25)}, 3vw, ${rem(1.75)})`),
  ...layout.columnsFrom(tablet, `repeat(auto-fill, minmax(min(100%, ${rem(26)}), 1fr))`),
});

export const infoCard = style({
  ...card,
  position: 'relative',
  ...layout.stack(rem(0.5)),
  padding: `clamp(${rem(1.5)}, 3vw, ${rem(2)})`,
  paddingInlineStart: `clamp(${rem(1.75)}, 3.5vw, ${rem(2.25)})`,
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
      padding: `${rem(0.4)} 0`,
      borderRadius: 0,
      selectors: { '&::before': { display: 'none' } },
    },
  },
});

export const dates = style({
  justifySelf: 'start',
  ...layout.pill(`${rem(0.15)} ${rem(0.7)}`),
  ...typeset.colors(tokens.color.sun, tokens.color.ink),
  ...typeset.size(rem(0.8125), 700),
  whiteSpace: 'nowrap',
  '@media': { print: { background: 'none', padding: 0 } },
});

export const org = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 700,
});

export const skillCards = style({
  ...layout.gridItem(`clamp(${rem(1.25)}, 3vw, ${rem(1.75)})`),
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const skillCard = style({
  ...card,
  ...layout.stack(rem(1)),
  padding: `clamp(${rem(1.5)}, 3vw, ${rem(2)})`,
  '@media': { print: { padding: 0, borderRadius: 0 } },
});

export const skillPills = style(layout.wrapRow(rem(0.6)));

export const skillPill = style({
  ...layout.pill(`${rem(0.4)} ${rem(1)}`),
  ...typeset.colors(
    `linear-gradient(135deg, ${tokens.color.pink}, ${tokens.color.sun})`,
    tokens.color.ink,
  ),
  fontWeight: 700,
  minWidth: 0,
  '@media': { print: { background: 'none', border: '1px solid #999', padding: `0 ${rem(0.5)}` } },
});

globalStyle(`${skillPill}:nth-child(3n + 2)`, {
  background: `linear-gradient(135deg, ${tokens.color.aqua}, ${tokens.color.violet})`,
});
globalStyle(`${skillPill}:nth-child(3n)`, {
  background: `linear-gradient(135deg, ${tokens.color.sun}, ${tokens.color.tangerine})`,
});
globalStyle(`${skillPill}:nth-child(n)`, { '@media': { print: { background: 'none' } } });

export const softPill = style({
  ...layout.pill(`${rem(0.4)} ${rem(1)}`),
  border: `2px solid ${tokens.color.line}`,
  color: tokens.color.ink,
  fontWeight: 600,
  '@media': { print: { border: '1px solid #999', padding: `0 ${rem(0.5)}` } },
});

export const footer = style({
  ...layout.splitRow(`${rem(0.5)} ${rem(2)}`),
  padding: `${rem(2)} clamp(${rem(1.25)}, 5vw, ${rem(3)})`,
  ...typeset.colors(
    `linear-gradient(90deg, ${tokens.color.pink}, ${tokens.color.sun}, ${tokens.color.aqua})`,
    tokens.color.ink,
  ),
  fontWeight: 700,
  '@media': { print: { background: 'none', padding: `${rem(1)} 0 0`, fontWeight: 400 } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `3px solid ${tokens.color.ink}`,
  outlineOffset: 3,
});
globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.ink });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(1.25)}, 3vw, ${rem(1.75)})`, 700, 1.25),
  maxWidth: rem(36),
});

export const location = style({ ...typeset.size(rem(1), 600), opacity: 0.85 });

export const facts = style({ ...typeset.size(rem(0.875), 700), color: tokens.color.ink });

export const media = style({ gap: 0 });

export const photo = style({ aspectRatio: '16 / 10' });

export const gallery = style({
  padding: `clamp(${rem(0.75)}, 2vw, ${rem(1)}) clamp(${rem(1.25)}, 3vw, ${rem(1.75)}) 0`,
});

export const thumbnail = style({ borderRadius: 12 });

// A picture that fails to load shows the initials as drawn without a picture (Avatar's fallback).
globalStyle(`${avatar}::after`, initialsLook);
