import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

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
  ...layout.centered('72rem', 'clamp(1.25rem, 5vw, 4rem) clamp(0.75rem, 4vw, 2.5rem) 2rem'),
  ...layout.grid('clamp(1.25rem, 3vw, 2rem)'),
  '@media': { print: { padding: 0, gap: '1rem' } },
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
  gap: '1rem',
  padding: 'clamp(2rem, 6vw, 4rem) clamp(1rem, 5vw, 4rem)',
  '@media': { print: { justifyItems: 'start', textAlign: 'start', padding: 0 } },
});

export const portrait = style({
  position: 'relative',
  ...layout.centredContent,
  width: 156,
  height: 156,
  marginBottom: '0.5rem',
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

export const initials = style({
  ...disc,
  ...layout.centredContent,
  ...typeset.colors(`linear-gradient(135deg, #6d28d9, #a21caf)`, '#ffffff'),
  ...typeset.font(tokens.font.display, '2.5rem', 600),
});

export const name = style({
  ...typeset.font(tokens.font.display, 'clamp(2.25rem, 7vw, 4.5rem)', 300, 1.05),
  letterSpacing: '-0.01em',
  maxWidth: '100%',
  textShadow: `0 0 36px ${tokens.color.glow}`,
  '@media': { print: { fontSize: '24pt', fontWeight: 600, color: '#000' } },
});

export const username = style({
  color: tokens.color.sky,
  fontSize: '0.95rem',
  ...typeset.caps('0.18em'),
  '@media': { print: { color: '#000', letterSpacing: 0, textTransform: 'none' } },
});

export const bio = style({
  maxWidth: '40rem',
  ...typeset.ink(tokens.color.muted),
  fontSize: 'clamp(1.02rem, 2vw, 1.15rem)',
});

export const contacts = style({
  ...layout.centredRow('0.6rem', '0.75rem'),
  maxWidth: '100%',
  '@media': { print: { justifyContent: 'start', gap: '0.25rem 1rem', marginTop: 0 } },
});

export const contactLink = style({
  ...layout.inlineRow('0.5rem', 44),
  maxWidth: '100%',
  padding: '0.45rem 1.1rem',
  borderRadius: tokens.radius.pill,
  border: `1px solid ${tokens.color.glassEdge}`,
  ...typeset.colors('rgba(255, 255, 255, 0.06)', tokens.color.text),
  textDecoration: 'none',
  fontSize: '0.9375rem',
  ':hover': { borderColor: tokens.color.pink, background: 'rgba(240, 171, 252, 0.12)' },
  '@media': {
    [motion]: { transition: 'border-color 200ms ease, background 200ms ease' },
    print: { border: 0, padding: 0, minHeight: 0, color: '#000', background: 'none' },
  },
});

export const main = style({
  ...layout.grid('clamp(1.25rem, 3vw, 2rem)'),
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', alignItems: 'start' },
    print: { gap: '1rem' },
  },
});

export const panel = style({
  ...layout.grid('1.5rem'),
  alignContent: 'start',
  padding: 'clamp(1.25rem, 4vw, 2.5rem)',
  '@media': { print: { padding: 0, gap: '0.5rem' } },
});

export const experiencePanel = style({ '@media': { [desktop]: { gridColumn: 'span 7' } } });
export const skillsPanel = style({
  '@media': { [desktop]: { gridColumn: 'span 5', position: 'sticky', top: '1.5rem' } },
});
export const educationPanel = style({ '@media': { [desktop]: { gridColumn: '1 / -1' } } });

export const sectionTitle = style({
  ...layout.row('0.75rem'),
  ...typeset.font(tokens.font.display, '0.875rem', 600),
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
  padding: '0 clamp(0.5rem, 2vw, 1rem)',
  '@media': { print: { padding: 0 } },
});

export const timeline = style({
  ...layout.gridItem('2rem'),
  paddingInlineStart: '1.5rem',
  borderInlineStart: `1px solid ${tokens.color.glassEdge}`,
  '@media': { print: { padding: 0, border: 0, gap: '0.75rem' } },
});

export const stop = style({
  position: 'relative',
  ...layout.gridItem('0.35rem'),
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 'calc(-1.5rem - 5px)',
      top: '0.45rem',
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
  fontSize: '0.8125rem',
  letterSpacing: '0.06em',
  ...typeset.ink(tokens.color.sky),
  whiteSpace: 'nowrap',
});

export const entryTitle = style({
  ...typeset.font(tokens.font.display, '1.25rem', 600, 1.3),
  '@media': { print: { fontSize: '12pt', color: '#000' } },
});

export const org = style({
  ...typeset.ink(tokens.color.pink),
  fontWeight: 500,
});

export const text = style(typeset.ink(tokens.color.muted));

export const tags = style({
  ...layout.wrapRow('0.4rem', '0.35rem'),
});

export const tag = style({
  fontSize: '0.78rem',
  padding: '0.15rem 0.65rem',
  borderRadius: tokens.radius.pill,
  background: 'rgba(125, 211, 252, 0.1)',
  border: '1px solid rgba(125, 211, 252, 0.25)',
  color: tokens.color.sky,
  '@media': { print: { color: '#000', background: 'none', border: '1px solid #999' } },
});

export const skillGroup = style({ ...layout.grid('0.75rem'), minWidth: 0 });

export const groupTitle = style({
  ...typeset.size('1rem', 600),
  '@media': { print: { color: '#000' } },
});

export const chips = style(layout.wrapRow('0.5rem'));

export const chip = style({
  padding: '0.35rem 0.9rem',
  borderRadius: tokens.radius.pill,
  background: 'rgba(240, 171, 252, 0.12)',
  border: '1px solid rgba(240, 171, 252, 0.3)',
  fontSize: '0.9rem',
  minWidth: 0,
  '@media': {
    print: { background: 'none', border: '1px solid #999', color: '#000', padding: '0 0.5rem' },
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
  ...layout.gridItem('1.25rem'),
  '@media': { [desktop]: { gridColumn: '1 / -1' }, print: { gap: '0.5rem' } },
});

export const projectGrid = style({
  ...layout.gridItem('clamp(1rem, 2.5vw, 1.5rem)'),
  ...layout.columnsFrom(tablet, 'repeat(2, minmax(0, 1fr))'),
});

export const projectCard = style({
  ...layout.stack('0.75rem'),
  padding: 'clamp(1.25rem, 3vw, 1.75rem)',
  borderRadius: 22,
  ':hover': { borderColor: 'rgba(240, 171, 252, 0.45)' },
  '@media': {
    [motion]: { transition: 'transform 250ms ease, border-color 250ms ease' },
    print: { padding: '0.5rem 0', borderTop: '1px solid #999', borderRadius: 0 },
  },
  selectors: { '&:hover': { '@media': { [motion]: { transform: 'translateY(-4px)' } } } },
});

export const projectLinks = style({
  ...layout.wrapRow('0.5rem 1.25rem', 'auto'),
});

export const projectLink = style({
  ...layout.inlineRow('0.3rem', 24),
  ...typeset.ink(tokens.color.pink),
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const schools = style({
  ...layout.gridItem('1.5rem'),
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' },
  },
});

export const school = style({ ...layout.grid('0.3rem'), alignContent: 'start', minWidth: 0 });

export const footer = style({
  ...layout.splitRow('0.5rem 1.5rem'),
  padding: '1.5rem clamp(0.5rem, 2vw, 1rem) 0',
  color: tokens.color.muted,
  fontSize: '0.875rem',
  '@media': { print: { color: '#000', padding: '0.5rem 0 0' } },
});

globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${tokens.color.sky}`,
  outlineOffset: 3,
});
globalStyle(`${root} ::selection`, { background: tokens.color.pink, color: tokens.color.space });
