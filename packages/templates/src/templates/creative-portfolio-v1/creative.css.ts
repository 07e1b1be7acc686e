import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

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
    ...typeset.body(tokens.font.body, 1.6, '1.0625rem'),
    overflowX: 'clip',
    '@media': { print: { backgroundImage: 'none', overflowX: 'visible', fontSize: '10.5pt' } },
  },
]);

export const hero = style({
  position: 'relative',
  ...layout.grid('2rem'),
  ...layout.centered(
    '80rem',
    'clamp(2.5rem, 8vw, 6rem) clamp(1.25rem, 5vw, 4rem) clamp(2rem, 6vw, 4rem)',
  ),
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
      alignItems: 'center',
      columnGap: '2rem',
    },
    print: { padding: '0 0 1rem', display: 'block' },
  },
});

export const shapeSun = style({
  position: 'absolute',
  top: 'clamp(-4rem, -6vw, -2rem)',
  right: 'clamp(-5rem, -4vw, -2rem)',
  width: 'clamp(10rem, 30vw, 24rem)',
  aspectRatio: '1',
  borderRadius: '50%',
  background: tokens.color.sun,
  zIndex: 0,
});

export const shapeRing = style({
  position: 'absolute',
  left: '-3rem',
  bottom: '-2rem',
  width: '9rem',
  aspectRatio: '1',
  borderRadius: '50%',
  border: `1.4rem solid ${tokens.color.mint}`,
  zIndex: 0,
  '@media': { [motion]: { animation: `${wobble} 9s ease-in-out infinite` } },
});

export const heroText = style({
  position: 'relative',
  zIndex: 1,
  ...layout.gridItem('1.5rem'),
  '@media': { [desktop]: { gridColumn: '1 / span 8' } },
});

export const sticker = style({
  justifySelf: 'start',
  ...typeset.colors(tokens.color.blush, tokens.color.ink),
  ...typeset.font(tokens.font.hand, '1.125rem', 700),
  padding: '0.3rem 0.9rem',
  border: `2px solid ${tokens.color.ink}`,
  borderRadius: 999,
  transform: 'rotate(-4deg)',
  '@media': { print: { transform: 'none', background: 'none', border: 0, padding: 0 } },
});

export const name = style({
  fontFamily: tokens.font.display,
  fontWeight: 900,
  fontSize: 'clamp(2.75rem, 11vw, 8.5rem)',
  lineHeight: 0.92,
  ...typeset.caps('-0.03em'),
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
  marginInlineStart: 'clamp(0rem, 8vw, 6rem)',
  padding: '0 0.15em',
  background: tokens.color.mint,
  boxShadow: `0.12em 0.12em 0 ${tokens.color.ink}`,
  '@media': { print: { display: 'inline', margin: 0, padding: 0, background: 'none' } },
});

export const bio = style({
  maxWidth: '40rem',
  fontSize: 'clamp(1.0625rem, 2vw, 1.3rem)',
  lineHeight: 1.55,
  paddingInlineStart: '1rem',
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
  width: 'clamp(9rem, 38vw, 15rem)',
  height: 'clamp(9rem, 38vw, 15rem)',
  borderRadius: '42% 58% 63% 37% / 41% 44% 56% 59%',
  border: `4px solid ${tokens.color.ink}`,
  boxShadow: `10px 10px 0 ${tokens.color.ink}`,
  transform: 'rotate(4deg)',
} as const;

export const avatar = style({ ...avatarShape, objectFit: 'cover', background: tokens.color.card });

export const initials = style({
  ...avatarShape,
  ...layout.centredContent,
  ...typeset.colors(tokens.color.blush, tokens.color.ink),
  ...typeset.font(tokens.font.display, 'clamp(3rem, 10vw, 5rem)'),
});

export const contacts = style({
  position: 'relative',
  zIndex: 1,
  ...layout.wrapRow('0.75rem'),
  '@media': {
    [desktop]: { gridColumn: '1 / -1' },
    print: { marginTop: '0.75rem', gap: '0.25rem 1rem' },
  },
});

export const contactLink = style({
  ...layout.inlineRow('0.5rem', 44),
  padding: '0.4rem 1rem',
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
  ...layout.centered('80rem', '0 clamp(1.25rem, 5vw, 4rem)'),
  ...layout.grid('clamp(3.5rem, 9vw, 7rem)'),
  paddingBottom: 'clamp(3rem, 8vw, 6rem)',
  '@media': { print: { padding: 0, gap: '1.25rem' } },
});

export const section = style({
  ...layout.gridItem('2rem'),
  '@media': { print: { gap: '0.6rem' } },
});

export const sectionTitle = style({
  justifySelf: 'start',
  fontFamily: tokens.font.display,
  fontWeight: 900,
  fontSize: 'clamp(2.25rem, 7vw, 4.75rem)',
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
  ...layout.gridItem('2rem'),
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '2.5rem' },
    [desktop]: { gridTemplateColumns: '5fr 4fr' },
    print: { display: 'block' },
  },
});

export const projectCard = style({
  position: 'relative',
  ...layout.stack('0.85rem'),
  minWidth: 0,
  padding: 'clamp(1.25rem, 3vw, 2rem)',
  paddingTop: '2.5rem',
  background: tokens.color.card,
  border: `3px solid ${tokens.color.ink}`,
  boxShadow: `8px 8px 0 ${tokens.color.ink}`,
  '@media': {
    print: { border: 0, borderTop: '1px solid #999', padding: '0.5rem 0', marginBottom: '0.5rem' },
  },
});

globalStyle(`${projectCard}:nth-child(even)`, {
  '@media': { [tablet]: { marginTop: '3.5rem', marginBottom: '-3.5rem' } },
});
globalStyle(`${projectCard}:nth-child(3n + 2)`, { boxShadow: `8px 8px 0 ${tokens.color.accent}` });

export const cardNumber = style({
  position: 'absolute',
  top: '-1.1rem',
  left: '1.25rem',
  padding: '0.1rem 0.7rem',
  background: tokens.color.sun,
  border: `3px solid ${tokens.color.ink}`,
  ...typeset.font(tokens.font.display, '1.125rem'),
  transform: 'rotate(-5deg)',
  ...paper.hidden,
});

globalStyle(`${projectCard}:nth-child(3n + 2) ${cardNumber}`, { background: tokens.color.mint });
globalStyle(`${projectCard}:nth-child(3n) ${cardNumber}`, { background: tokens.color.blush });

export const cardTitle = style({
  ...typeset.font(tokens.font.display, 'clamp(1.35rem, 3vw, 1.75rem)'),
  lineHeight: 1.1,
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '12pt' } },
});

export const text = style({ color: tokens.color.ink, maxWidth: '44rem' });

export const tags = style({
  ...layout.wrapRow('0.4rem'),
});

export const tag = style({
  ...typeset.size('0.8125rem', 700),
  padding: '0.1rem 0.6rem',
  border: `2px solid ${tokens.color.ink}`,
  borderRadius: 6,
  '@media': { print: { border: '1px solid #999', fontWeight: 400 } },
});

export const cardLinks = style(layout.wrapRow('0.5rem 1.5rem'));

export const cardLink = style({
  ...layout.inlineRow('0.35rem', 24),
  ...typeset.ink(tokens.color.accent),
  fontWeight: 800,
  ...typeset.underline(3, 4),
});

export const jobs = style({
  ...layout.gridItem('2.5rem'),
  '@media': { [desktop]: { width: '82%', marginInlineStart: 'auto' }, print: { gap: '0.8rem' } },
});

export const job = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0 clamp(1rem, 3vw, 2.25rem)',
  alignItems: 'start',
  ...paper.block,
});

export const jobNumber = style({
  ...typeset.font(tokens.font.display, 'clamp(2.5rem, 8vw, 5rem)'),
  lineHeight: 0.85,
  color: tokens.color.accent,
  ...paper.hidden,
});

export const jobBody = style({
  ...layout.gridItem('0.6rem'),
  paddingBottom: '2.5rem',
  borderBottom: `3px dashed ${tokens.color.ink}`,
  '@media': { print: { border: 0, paddingBottom: 0, gap: '0.25rem' } },
});

export const jobTitle = style({
  ...typeset.font(tokens.font.display, 'clamp(1.3rem, 3vw, 1.9rem)'),
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
  ...typeset.size('0.875rem', 700),
  padding: '0.15rem 0.65rem',
  ...typeset.colors(tokens.color.ink, tokens.color.paper),
  borderRadius: 4,
  whiteSpace: 'nowrap',
  '@media': { print: { background: 'none', color: '#000', padding: 0 } },
});

export const skillBoard = style({
  ...layout.gridItem('2.5rem'),
  '@media': { [desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});

export const skillGroup = style({ ...layout.grid('1rem'), minWidth: 0 });

export const skillGroupTitle = style({
  ...typeset.font(tokens.font.hand, '1.5rem'),
  color: tokens.color.muted,
  '@media': { print: { fontSize: '11pt', color: '#000' } },
});

export const stickers = style(layout.wrapRow('0.85rem'));

export const skillSticker = style({
  fontWeight: 800,
  fontSize: '1.0625rem',
  padding: '0.45rem 1.1rem',
  ...layout.surface(tokens.color.sun, `2px solid ${tokens.color.ink}`, 10),
  transform: 'rotate(-2deg)',
  minWidth: 0,
  '@media': {
    print: { transform: 'none', background: 'none', border: '1px solid #999', padding: '0 0.4rem' },
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
  ...layout.grid('0.5rem'),
  ...typeset.size('clamp(1.2rem, 2.6vw, 1.6rem)', 800),
  '@media': { print: { fontSize: '10.5pt', fontWeight: 400 } },
});

globalStyle(`${softList} > li::before`, {
  content: '"✦ "',
  color: tokens.color.accent,
});

export const schools = style({
  ...layout.gridItem('1.5rem'),
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' },
    [desktop]: { width: '85%' },
  },
});

export const school = style({
  ...layout.stack('0.5rem'),
  padding: '1.5rem',
  minWidth: 0,
  ...layout.surface(tokens.color.card, `3px solid ${tokens.color.ink}`, '0 2rem 0 2rem'),
  '@media': { print: { border: 0, padding: 0, borderRadius: 0 } },
});

export const footer = style({
  ...layout.splitRow('0.5rem 2rem', 'baseline'),
  padding: 'clamp(2rem, 5vw, 3rem) clamp(1.25rem, 5vw, 4rem)',
  ...typeset.colors(tokens.color.ink, tokens.color.paper),
  '@media': { print: { background: 'none', color: '#000', padding: '1rem 0 0' } },
});

export const footerName = style({
  ...typeset.font(tokens.font.display, 'clamp(1.5rem, 4vw, 2.5rem)'),
  textTransform: 'uppercase',
  '@media': { print: { fontSize: '11pt' } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `3px solid ${tokens.color.accent}`,
  outlineOffset: 3,
});
globalStyle(`${footer} a:focus-visible`, { outlineColor: tokens.color.sun });
globalStyle(`${root} ::selection`, { background: tokens.color.ink, color: tokens.color.sun });
