import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const tablet = 'screen and (min-width: 720px)';
const desktop = 'screen and (min-width: 1080px)';
const motion = '(prefers-reduced-motion: no-preference)';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style([
  templateRoot,
  {
    backgroundColor: tokens.color.space,
    backgroundImage: [
      `radial-gradient(ellipse 60% 45% at 12% 8%, ${tokens.color.nebulaMagenta}, transparent 70%)`,
      `radial-gradient(ellipse 50% 40% at 92% 30%, ${tokens.color.nebulaSky}, transparent 70%)`,
      `radial-gradient(ellipse 70% 50% at 30% 75%, ${tokens.color.nebulaViolet}, transparent 70%)`,
      `radial-gradient(ellipse 45% 35% at 85% 95%, ${tokens.color.nebulaMagenta}, transparent 70%)`,
      // A sparse star field: tiny dots on two offset lattices.
      'radial-gradient(1px 1px at 20px 30px, rgba(255, 255, 255, 0.5), transparent 60%)',
      'radial-gradient(1px 1px at 110px 90px, rgba(255, 255, 255, 0.35), transparent 60%)',
    ].join(', '),
    backgroundSize: 'auto, auto, auto, auto, 160px 160px, 230px 230px',
    color: tokens.color.text,
    ...typeset.body(tokens.font.body, 1.65),
    '@media': { print: { backgroundImage: 'none' } },
  },
]);

export const page = style({
  ...layout.centered(rem(72), `clamp(${rem(1.25)}, 5vw, ${rem(4)}) clamp(${rem(0.75)}, 4vw, ${rem(2.5)}) ${rem(2)}`),
  ...layout.grid(`clamp(${rem(1.25)}, 3vw, ${rem(2)})`),
  '@media': { print: { padding: 0, gap: rem(1) } },
});

export const glass = style({
  background: tokens.color.glassSolid,
  border: `1px solid ${tokens.color.glassEdge}`,
  borderRadius: tokens.radius.panel,
  boxShadow: `0 24px 60px rgba(3, 0, 20, 0.45), inset 0 1px 0 ${tokens.color.glassHighlight}`,
  minWidth: 0,
  '@supports': {
    '(backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px))': {
      background: tokens.color.glass,
      backdropFilter: 'blur(18px) saturate(150%)',
      WebkitBackdropFilter: 'blur(18px) saturate(150%)',
    },
  },
  '@media': {
    print: {
      background: 'none !important',
      backdropFilter: 'none !important',
      WebkitBackdropFilter: 'none !important',
      border: 0,
      borderRadius: 0,
    },
  },
});

export const hero = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: rem(1),
  padding: `clamp(${rem(2)}, 6vw, ${rem(4)}) clamp(${rem(1)}, 5vw, ${rem(4)})`,
  '@media': { print: { justifyItems: 'start', textAlign: 'start', padding: 0 } },
});

export const portrait = style({
  position: 'relative',
  ...layout.centredContent,
  width: 156,
  height: 156,
  marginBottom: rem(0.5),
  ...paper.hidden,
});

export const orbit = style({
  position: 'absolute',
  inset: 0,
  borderRadius: '50%',
  border: `1px dashed ${tokens.color.glassHighlight}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: -5,
      left: '50%',
      width: 10,
      height: 10,
      borderRadius: '50%',
      background: tokens.color.pink,
      boxShadow: `0 0 14px 4px ${tokens.color.glow}`,
    },
  },
  '@media': { [motion]: { animation: `${spin} 24s linear infinite` } },
});

const disc = {
  width: 124,
  height: 124,
  borderRadius: '50%',
  boxShadow: `0 0 0 4px rgba(255, 255, 255, 0.12), 0 0 40px ${tokens.color.glow}`,
} as const;

export const avatar = style({ ...disc, objectFit: 'cover' });

const initialsLook = {
  ...typeset.colors(`linear-gradient(135deg, #6d28d9, #a21caf)`, '#ffffff'),
  ...typeset.font(tokens.font.display, rem(2.5), 600),
};
export const initials = style({
  ...disc,
  ...layout.centredContent,
  ...initialsLook,
});

export const name = style({
  ...typeset.font(tokens.font.display, `clamp(${rem(2.25)}, 7vw, ${rem(4.5)})`, 300, 1.05),
  letterSpacing: '-0.01em',
  maxWidth: '100%',
  textShadow: `0 0 36px ${tokens.color.glow}`,
  '@media': { print: { fontSize: '24pt', fontWeight: 600, color: '#000' } },
});

export const username = style({
  color: tokens.color.sky,
  fontSize: rem(0.95),
  ...typeset.caps('0.18em'),
  '@media': { print: { color: '#000', letterSpacing: 0, textTransform: 'none' } },
});

export const bio = style({
  maxWidth: rem(40),
  ...typeset.ink(tokens.color.muted),
  fontSize: `clamp(${rem(1.02)}, 2vw, ${rem(1.15)})`,
});

export const contacts = style({
  ...layout.centredRow(rem(0.6), rem(0.75)),
  maxWidth: '100%',
  '@media': { print: { justifyContent: 'start', gap: `${rem(0.25)} ${rem(1)}`, marginTop: 0 } },
});

export const contactLink = style({
  ...layout.inlineRow(rem(0.5), 44),
  maxWidth: '100%',
  padding: `${rem(0.45)} ${rem(1.1)}`,
  borderRadius: tokens.radius.pill,
  border: `1px solid ${tokens.color.glassEdge}`,
  ...typeset.colors('rgba(255, 255, 255, 0.06)', tokens.color.text),
  textDecoration: 'none',
  fontSize: rem(0.9375),
  ':hover': { borderColor: tokens.color.pink, background: tokens.color.pinkWash },
  '@media': {
    [motion]: { transition: 'border-color 200ms ease, background 200ms ease' },
    print: { border: 0, padding: 0, minHeight: 0, color: '#000', background: 'none' },
  },
});

export const main = style({
  ...layout.grid(`clamp(${rem(1.25)}, 3vw, ${rem(2)})`),
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', alignItems: 'start' },
    print: { gap: rem(1) },
  },
});

export const panel = style({
  ...layout.grid(rem(1.5)),
  alignContent: 'start',
  padding: `clamp(${rem(1.25)}, 4vw, ${rem(2.5)})`,
  '@media': { print: { padding: 0, gap: rem(0.5) } },
});

export const experiencePanel = style({ '@media': { [desktop]: { gridColumn: 'span 7' } } });
export const skillsPanel = style({
  '@media': { [desktop]: { gridColumn: 'span 5', position: 'sticky', top: rem(1.5) } },
});
export const educationPanel = style({ '@media': { [desktop]: { gridColumn: '1 / -1' } } });

export const sectionTitle = style({
  ...layout.row(rem(0.75)),
  ...typeset.font(tokens.font.display, rem(0.875), 600),
  ...typeset.caps('0.28em'),
  color: tokens.color.pink,
  selectors: {
    '&::after': {
      content: '""',
      flex: 1,
      height: 1,
      background: `linear-gradient(90deg, ${tokens.color.glassHighlight}, transparent)`,
    },
  },
  '@media': { print: { color: '#000', letterSpacing: '0.1em' } },
});

export const floatingTitle = style({
  padding: `0 clamp(${rem(0.5)}, 2vw, ${rem(1)})`,
  '@media': { print: { padding: 0 } },
});

export const timeline = style({
  ...layout.gridItem(rem(2)),
  paddingInlineStart: rem(1.5),
  borderInlineStart: `1px solid ${tokens.color.glassEdge}`,
  '@media': { print: { padding: 0, border: 0, gap: rem(0.75) } },
});

export const stop = style({
  position: 'relative',
  ...layout.gridItem(rem(0.35)),
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${rem(-1.5)} - 5px)`,
      top: rem(0.45),
      width: 9,
      height: 9,
      borderRadius: '50%',
      background: tokens.color.sky,
      boxShadow: `0 0 12px 2px ${tokens.color.sky}`,
    },
  },
  '@media': { print: { selectors: { '&::before': { display: 'none' } } } },
});

export const dates = style({
  justifySelf: 'start',
  fontSize: rem(0.8125),
  letterSpacing: '0.06em',
  ...typeset.ink(tokens.color.sky),
  whiteSpace: 'nowrap',
});

export const entryTitle = style({
  ...typeset.font(tokens.font.display, rem(1.25), 600, 1.3),
  '@media': { print: { fontSize: '12pt', color: '#000' } },
});

export const org = style({
  ...typeset.ink(tokens.color.pink),
  fontWeight: 500,
});

export const text = style(typeset.ink(tokens.color.muted));

export const tags = style({
  ...layout.wrapRow(rem(0.4), rem(0.35)),
});

export const tag = style({
  fontSize: rem(0.78),
  padding: `${rem(0.15)} ${rem(0.65)}`,
  borderRadius: tokens.radius.pill,
  background: 'rgba(125, 211, 252, 0.1)',
  border: '1px solid rgba(125, 211, 252, 0.25)',
  color: tokens.color.sky,
  '@media': { print: { color: '#000', background: 'none', border: '1px solid #999' } },
});

export const skillGroup = style({ ...layout.grid(rem(0.75)), minWidth: 0 });

export const groupTitle = style({
  ...typeset.size(rem(1), 600),
  '@media': { print: { color: '#000' } },
});

export const chips = style(layout.wrapRow(rem(0.5)));

export const chip = style({
  padding: `${rem(0.35)} ${rem(0.9)}`,
  borderRadius: tokens.radius.pill,
  background: tokens.color.pinkWash,
  border: `1px solid ${tokens.color.pinkEdge}`,
  fontSize: rem(0.9),
  minWidth: 0,
  '@media': {
    print: { background: 'none', border: '1px solid #999', color: '#000', padding: `0 ${rem(0.5)}` },
  },
});

export const softChip = style([
  chip,
  {
    background: 'rgba(255, 255, 255, 0.06)',
    border: `1px solid ${tokens.color.glassEdge}`,
    ...typeset.ink(tokens.color.muted),
  },
]);

export const projectsSection = style({
  ...layout.gridItem(rem(1.25)),
  '@media': { [desktop]: { gridColumn: '1 / -1' }, print: { gap: rem(0.5) } },
});

export const projectGrid = style({
  ...layout.gridItem(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`),
  ...layout.columnsFrom(tablet, 'repeat(2, minmax(0, 1fr))'),
});

export const projectCard = style({
  ...layout.stack(rem(0.75)),
  padding: `clamp(${rem(1.25)}, 3vw, ${rem(1.75)})`,
  borderRadius: 22,
  ':hover': { borderColor: tokens.color.glow },
  '@media': {
    [motion]: { transition: 'transform 250ms ease, border-color 250ms ease' },
    print: { padding: `${rem(0.5)} 0`, borderTop: '1px solid #999', borderRadius: 0 },
  },
  selectors: { '&:hover': { '@media': { [motion]: { transform: 'translateY(-4px)' } } } },
});

export const projectLinks = style({
  ...layout.wrapRow(`${rem(0.5)} ${rem(1.25)}`, 'auto'),
});

export const projectLink = style({
  ...layout.inlineRow(rem(0.3), 24),
  ...typeset.ink(tokens.color.pink),
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const schools = style({
  ...layout.gridItem(rem(1.5)),
  '@media': {
    [tablet]: { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${rem(22)}), 1fr))` },
  },
});

export const school = style({ ...layout.grid(rem(0.3)), alignContent: 'start', minWidth: 0 });

export const footer = style({
  ...layout.splitRow(`${rem(0.5)} ${rem(1.5)}`),
  padding: `${rem(1.5)} clamp(${rem(0.5)}, 2vw, ${rem(1)}) 0`,
  color: tokens.color.muted,
  fontSize: rem(0.875),
  '@media': { print: { color: '#000', padding: `${rem(0.5)} 0 0` } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${tokens.color.sky}`,
  outlineOffset: 3,
});
globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.space });

// Issue 31: what the person does and where, a project's year and role, its pictures, the links.
export const headline = style({ ...typeset.size(`clamp(${rem(1.1)}, 2.4vw, ${rem(1.35)})`, 600, 1.35) });

export const location = style({ fontSize: rem(0.9375), color: tokens.color.muted });

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted });

export const shot = style({ borderRadius: 14, border: '1px solid rgba(255, 255, 255, 0.25)' });

export const linksPanel = style({ '@media': { [desktop]: { gridColumn: 'span 5' } } });

// The centred bio's lists are centred too, each marker beside its item (issue 32: a left-aligned
// list under centred text); on paper, where the text starts at the left, so do they.
globalStyle(`${bio} :is(ul, ol)`, {
  textAlign: 'center',
  listStylePosition: 'inside',
  paddingInlineStart: 0,
  '@media': { print: { textAlign: 'start', listStylePosition: 'outside', paddingInlineStart: '1.4em' } },
});

// A picture that fails to load shows the initials as drawn without a picture (Avatar's fallback).
globalStyle(`${avatar}::after`, initialsLook);
