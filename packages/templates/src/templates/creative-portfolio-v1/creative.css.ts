import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const tablet = 'screen and (min-width: 700px)';
const desktop = 'screen and (min-width: 1024px)';
const motion = '(prefers-reduced-motion: no-preference)';

const wobble = keyframes({
  '0%, 100%': { transform: 'rotate(-4deg)' },
  '50%': { transform: 'rotate(3deg)' },
});

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.6, rem(1.0625)),
    overflowX: 'clip',
    '@media': { print: { backgroundImage: 'none', overflowX: 'visible', fontSize: '10.5pt' } },
  },
]);

export const hero = style({
  position: 'relative',
  ...layout.grid(rem(2)),
  ...layout.centered(
    rem(80),
    `clamp(${rem(2.5)}, 8vw, ${rem(6)}) clamp(${rem(1.25)}, 5vw, ${rem(4)}) clamp(${rem(2)}, 6vw, ${rem(4)})`,
  ),
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
      alignItems: 'center',
      columnGap: rem(2),
    },
    print: { padding: `0 0 ${rem(1)}`, display: 'block' },
  },
});

export const shapeSun = style({
  position: 'absolute',
  top: `clamp(${rem(-4)}, -6vw, ${rem(-2)})`,
  insetInlineEnd: `clamp(${rem(-5)}, -4vw, ${rem(-2)})`,
  width: `clamp(${rem(10)}, 30vw, ${rem(24)})`,
  aspectRatio: '1',
  borderRadius: '50%',
  background: tokens.color.sun,
  zIndex: 0,
});

export const shapeRing = style({
  position: 'absolute',
  insetInlineStart: rem(-3),
  bottom: rem(-2),
  width: rem(9),
  aspectRatio: '1',
  borderRadius: '50%',
  border: `${rem(1.4)} solid ${tokens.color.mint}`,
  zIndex: 0,
  '@media': { [motion]: { animation: `${wobble} 9s ease-in-out infinite` } },
});

export const heroText = style({
  position: 'relative',
  zIndex: 1,
  ...layout.gridItem(rem(1.5)),
  '@media': { [desktop]: { gridColumn: '1 / span 8' } },
});

export const sticker = style({
  justifySelf: 'start',
  ...typeset.colors(tokens.color.blush, tokens.color.ink),
  ...typeset.font(tokens.font.hand, rem(1.125), 700),
  padding: `${rem(0.3)} ${rem(0.9)}`,
  border: `2px solid ${tokens.color.ink}`,
  borderRadius: 999,
  transform: 'rotate(-4deg)',
  '@media': { print: { transform: 'none', background: 'none', border: 0, padding: 0 } },
});

export const name = style({
  fontFamily: tokens.font.display,
  fontWeight: 900,
  fontSize: `clamp(${rem(2.75)}, 11vw, ${rem(8.5)})`,
  lineHeight: 0.92,
  ...typeset.caps('-0.03em'),
  // Capitals of the display face: a long word shrinks the name by its width (nameFit).
  vars: { '--name-em': '0.78' },
  '@media': { print: { fontSize: '28pt', color: '#000' } },
});

export const first = style({
  display: 'block',
  transform: 'rotate(-3deg)',
  transformOrigin: 'left bottom',
  '@media': { print: { display: 'inline', transform: 'none' } },
});

export const last = style({
  display: 'inline-block',
  marginTop: '0.15em',
  marginInlineStart: `clamp(${rem(0)}, 8vw, ${rem(6)})`,
  padding: '0 0.15em',
  background: tokens.color.mint,
  boxShadow: `0.12em 0.12em 0 ${tokens.color.ink}`,
  '@media': { print: { display: 'inline', margin: 0, padding: 0, background: 'none' } },
});

export const bio = style({
  maxWidth: rem(40),
  fontSize: `clamp(${rem(1.0625)}, 2vw, ${rem(1.3)})`,
  lineHeight: 1.55,
  paddingInlineStart: rem(1),
  borderInlineStart: `6px solid ${tokens.color.accent}`,
  '@media': { print: { border: 0, padding: 0, fontSize: '11pt' } },
});

export const portrait = style({
  position: 'relative',
  zIndex: 1,
  justifySelf: 'center',
  '@media': {
    [desktop]: { gridColumn: '9 / span 4', justifySelf: 'end' },
    print: { display: 'none' },
  },
});

const avatarShape = {
  width: `clamp(${rem(9)}, 38vw, ${rem(15)})`,
  height: `clamp(${rem(9)}, 38vw, ${rem(15)})`,
  borderRadius: '42% 58% 63% 37% / 41% 44% 56% 59%',
  border: `4px solid ${tokens.color.ink}`,
  boxShadow: `10px 10px 0 ${tokens.color.ink}`,
  transform: 'rotate(4deg)',
} as const;

export const avatar = style({ ...avatarShape, objectFit: 'cover', background: tokens.color.card });

const initialsLook = {
  ...typeset.colors(tokens.color.blush, tokens.color.ink),
  ...typeset.font(tokens.font.display, `clamp(${rem(3)}, 10vw, ${rem(5)})`),
};
export const initials = style({
  ...avatarShape,
  ...layout.centredContent,
  ...initialsLook,
});

export const contacts = style({
  position: 'relative',
  zIndex: 1,
  ...layout.wrapRow(rem(0.75)),
  '@media': {
    [desktop]: { gridColumn: '1 / -1' },
    print: { marginTop: rem(0.75), gap: `${rem(0.25)} ${rem(1)}` },
  },
});

export const contactLink = style({
  ...layout.inlineRow(rem(0.5), 44),
  padding: `${rem(0.4)} ${rem(1)}`,
  ...typeset.colors(tokens.color.card, tokens.color.ink),
  border: `2px solid ${tokens.color.ink}`,
  borderRadius: 999,
  boxShadow: `4px 4px 0 ${tokens.color.ink}`,
  fontWeight: 700,
  textDecoration: 'none',
  maxWidth: '100%',
  '@media': {
    [motion]: { transition: 'transform 150ms ease, box-shadow 150ms ease' },
    print: { border: 0, boxShadow: 'none', padding: 0, minHeight: 0, color: '#000' },
  },
  selectors: {
    '&:hover': { transform: 'translate(-2px, -2px)', boxShadow: `6px 6px 0 ${tokens.color.ink}` },
  },
});

export const main = style({
  ...layout.centered(rem(80), `0 clamp(${rem(1.25)}, 5vw, ${rem(4)})`),
  ...layout.grid(`clamp(${rem(3.5)}, 9vw, ${rem(7)})`),
  paddingBottom: `clamp(${rem(3)}, 8vw, ${rem(6)})`,
  '@media': { print: { padding: 0, gap: rem(1.25) } },
});

export const section = style({
  ...layout.gridItem(rem(2)),
  '@media': { print: { gap: rem(0.6) } },
});

export const sectionTitle = style({
  justifySelf: 'start',
  fontFamily: tokens.font.display,
  fontWeight: 900,
  fontSize: `clamp(${rem(2.25)}, 7vw, ${rem(4.75)})`,
  lineHeight: 1,
  letterSpacing: '-0.03em',
  textTransform: 'lowercase',
  transform: 'rotate(-2deg)',
  backgroundImage: `linear-gradient(transparent 62%, ${tokens.color.sun} 62%, ${tokens.color.sun} 92%, transparent 92%)`,
  padding: '0 0.1em',
  '@media': {
    print: { transform: 'none', backgroundImage: 'none', fontSize: '16pt', padding: 0 },
  },
});

globalStyle(`${section}:nth-of-type(even) > ${sectionTitle}`, {
  '@media': {
    [desktop]: { justifySelf: 'end', transform: 'rotate(2deg)' },
  },
});

export const projectGrid = style({
  ...layout.gridItem(rem(2)),
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: rem(2.5) },
    [desktop]: { gridTemplateColumns: '5fr 4fr' },
    print: { display: 'block' },
  },
});

export const projectCard = style({
  position: 'relative',
  ...layout.stack(rem(0.85)),
  minWidth: 0,
  padding: `clamp(${rem(1.25)}, 3vw, ${rem(2)})`,
  paddingTop: rem(2.5),
  background: tokens.color.card,
  border: `3px solid ${tokens.color.ink}`,
  boxShadow: `8px 8px 0 ${tokens.color.ink}`,
  '@media': {
    print: { border: 0, borderTop: '1px solid #999', padding: `${rem(0.5)} 0`, marginBottom: rem(0.5) },
  },
});

globalStyle(`${projectCard}:nth-child(even)`, {
  '@media': { [tablet]: { marginTop: rem(3.5), marginBottom: rem(-3.5) } },
});
globalStyle(`${projectCard}:nth-child(3n + 2)`, { boxShadow: `8px 8px 0 ${tokens.color.accent}` });

export const cardNumber = style({
  position: 'absolute',
  top: rem(-1.1),
  insetInlineStart: rem(1.25),
  padding: `${rem(0.1)} ${rem(0.7)}`,
  background: tokens.color.sun,
  border: `3px solid ${tokens.color.ink}`,
  ...typeset.font(tokens.font.display, rem(1.125)),
  transform: 'rotate(-5deg)',
  ...paper.hidden,
});

globalStyle(`${projectCard}:nth-child(3n + 2) ${cardNumber}`, { background: tokens.color.mint });
globalStyle(`${projectCard}:nth-child(3n) ${cardNumber}`, { background: tokens.color.blush });

export const cardTitle = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(1.35)}, 3vw, ${rem(1.75)})`),
  lineHeight: 1.1,
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '12pt' } },
});

export const text = style({ color: tokens.color.ink, maxWidth: rem(44) });

export const tags = style({
  ...layout.wrapRow(rem(0.4)),
});

export const tag = style({
  ...typeset.size(rem(0.8125), 700),
  padding: `${rem(0.1)} ${rem(0.6)}`,
  border: `2px solid ${tokens.color.ink}`,
  borderRadius: 6,
  '@media': { print: { border: '1px solid #999', fontWeight: 400 } },
});

export const cardLinks = style(layout.wrapRow(`${rem(0.5)} ${rem(1.5)}`));

export const cardLink = style({
  ...layout.inlineRow(rem(0.35), 24),
  ...typeset.ink(tokens.color.accent),
  fontWeight: 800,
  ...typeset.underline(3, 4),
});

export const jobs = style({
  ...layout.gridItem(rem(2.5)),
  '@media': { [desktop]: { width: '82%', marginInlineStart: 'auto' }, print: { gap: rem(0.8) } },
});

export const job = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `0 clamp(${rem(1)}, 3vw, ${rem(2.25)})`,
  alignItems: 'start',
  ...paper.block,
});

export const jobNumber = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(2.5)}, 8vw, ${rem(5)})`),
  lineHeight: 0.85,
  color: tokens.color.accent,
  ...paper.hidden,
});

export const jobBody = style({
  ...layout.gridItem(rem(0.6)),
  paddingBottom: rem(2.5),
  borderBottom: `3px dashed ${tokens.color.ink}`,
  '@media': { print: { border: 0, paddingBottom: 0, gap: rem(0.25) } },
});

export const jobTitle = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(1.3)}, 3vw, ${rem(1.9)})`),
  lineHeight: 1.15,
  '@media': { print: { fontSize: '12pt' } },
});

export const at = style({
  fontFamily: tokens.font.hand,
  fontWeight: 400,
  color: tokens.color.muted,
});

export const company = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 800,
});

export const dates = style({
  justifySelf: 'start',
  ...typeset.size(rem(0.875), 700),
  padding: `${rem(0.15)} ${rem(0.65)}`,
  ...typeset.colors(tokens.color.ink, tokens.color.paper),
  borderRadius: 4,
  whiteSpace: 'nowrap',
  '@media': { print: { background: 'none', color: '#000', padding: 0 } },
});

export const skillBoard = style({
  ...layout.gridItem(rem(2.5)),
  '@media': { [desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});

export const skillGroup = style({ ...layout.grid(rem(1)), minWidth: 0 });

export const skillGroupTitle = style({
  ...typeset.font(tokens.font.hand, rem(1.5)),
  color: tokens.color.muted,
  '@media': { print: { fontSize: '11pt', color: '#000' } },
});

export const stickers = style(layout.wrapRow(rem(0.85)));

export const skillSticker = style({
  fontWeight: 800,
  fontSize: rem(1.0625),
  padding: `${rem(0.45)} ${rem(1.1)}`,
  ...layout.surface(tokens.color.sun, `2px solid ${tokens.color.ink}`, 10),
  transform: 'rotate(-2deg)',
  minWidth: 0,
  '@media': {
    print: { transform: 'none', background: 'none', border: '1px solid #999', padding: `0 ${rem(0.4)}` },
  },
});

globalStyle(`${skillSticker}:nth-child(3n + 2)`, {
  background: tokens.color.mint,
  transform: 'rotate(2deg)',
});
globalStyle(`${skillSticker}:nth-child(3n)`, {
  background: tokens.color.blush,
  transform: 'rotate(-1deg)',
});
globalStyle(`${skillSticker}:nth-child(n)`, {
  '@media': { print: { background: 'none', transform: 'none' } },
});

export const softList = style({
  ...layout.grid(rem(0.5)),
  ...typeset.size(`clamp(${rem(1.2)}, 2.6vw, ${rem(1.6)})`, 800),
  '@media': { print: { fontSize: '10.5pt', fontWeight: 400 } },
});

globalStyle(`${softList} > li::before`, {
  content: '"✦ "',
  color: tokens.color.accent,
});

export const schools = style({
  ...layout.gridItem(rem(1.5)),
  '@media': {
    [tablet]: { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${rem(20)}), 1fr))` },
    [desktop]: { width: '85%' },
  },
});

export const school = style({
  ...layout.stack(rem(0.5)),
  padding: rem(1.5),
  minWidth: 0,
  ...layout.surface(tokens.color.card, `3px solid ${tokens.color.ink}`, `0 ${rem(2)} 0 ${rem(2)}`),
  '@media': { print: { border: 0, padding: 0, borderRadius: 0 } },
});

export const footer = style({
  ...layout.splitRow(`${rem(0.5)} ${rem(2)}`, 'baseline'),
  padding: `clamp(${rem(2)}, 5vw, ${rem(3)}) clamp(${rem(1.25)}, 5vw, ${rem(4)})`,
  ...typeset.colors(tokens.color.ink, tokens.color.paper),
  '@media': { print: { background: 'none', color: '#000', padding: `${rem(1)} 0 0` } },
});

export const footerName = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(1.5)}, 4vw, ${rem(2.5)})`),
  textTransform: 'uppercase',
  '@media': { print: { fontSize: '11pt' } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `3px solid ${tokens.color.accent}`,
  outlineOffset: 3,
});
globalStyle(`${footer} a:focus-visible`, { outlineColor: tokens.color.sun });
globalStyle(`${root} ::selection`, { background: tokens.color.ink, color: tokens.color.sun });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  ...typeset.size(`clamp(${rem(1.15)}, 2.6vw, ${rem(1.5)})`, 700, 1.3),
  maxWidth: rem(34),
});

export const location = style({ ...typeset.size(rem(1), 600), opacity: 0.85 });

export const facts = style({ ...typeset.size(rem(0.875), 700) });

export const shot = style({ borderRadius: 16, border: `3px solid ${tokens.color.ink}` });

export const thumbnail = style({ borderRadius: 10, border: `2px solid ${tokens.color.ink}` });

// A picture that fails to load shows the initials as drawn without a picture (Avatar's fallback).
globalStyle(`${avatar}::after`, initialsLook);
