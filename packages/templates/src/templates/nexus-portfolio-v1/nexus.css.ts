import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

const tablet = 'screen and (min-width: 760px)';
const desktop = 'screen and (min-width: 1100px)';
const motion = '(prefers-reduced-motion: no-preference)';

const shimmer = keyframes({
  '0%': { backgroundPosition: '0% 50%' },
  '100%': { backgroundPosition: '200% 50%' },
});
const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const root = style([
  templateRoot,
  {
    backgroundColor: tokens.color.void,
    backgroundImage: [
      `radial-gradient(60rem 40rem at 85% -10%, ${tokens.color.magentaGlow}, transparent 60%)`,
      `radial-gradient(50rem 36rem at -10% 10%, ${tokens.color.cyanGlow}, transparent 60%)`,
      `linear-gradient(${tokens.color.gridLine} 1px, transparent 1px)`,
      `linear-gradient(90deg, ${tokens.color.gridLine} 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: 'auto, auto, 48px 48px, 48px 48px',
    color: tokens.color.text,
    ...typeset.body(tokens.font.body, 1.6),
    '@media': { print: { backgroundImage: 'none', backgroundColor: '#fff', color: '#000' } },
  },
]);

export const shell = style(
  layout.pageColumn('76rem', 'clamp(1.5rem, 5vw, 3.5rem) clamp(1rem, 4vw, 2.5rem) 2.5rem'),
);

export const hero = style({
  ...layout.grid('2rem'),
  alignItems: 'center',
  padding: 'clamp(1.5rem, 6vw, 4rem) 0 clamp(2rem, 6vw, 3.5rem)',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const handle = style({
  ...layout.inlineRow('0.5rem'),
  ...typeset.font(tokens.font.mono, '0.875rem'),
  color: tokens.color.cyan,
  border: `1px solid ${tokens.color.panelEdge}`,
  background: tokens.color.chip,
  borderRadius: 999,
  padding: '0.25rem 0.85rem',
  marginBottom: '1.25rem',
  '::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: tokens.color.cyan,
    boxShadow: `0 0 12px ${tokens.color.cyan}`,
  },
  '@media': { print: { color: '#000', background: 'none' } },
});

export const name = style({
  fontSize: 'clamp(2.5rem, 8vw, 5.5rem)',
  lineHeight: 1.02,
  fontWeight: 800,
  letterSpacing: '-0.035em',
  color: tokens.color.text,
  backgroundImage: `linear-gradient(90deg, ${tokens.color.text}, ${tokens.color.cyan}, ${tokens.color.violet}, ${tokens.color.magenta}, ${tokens.color.text})`,
  backgroundSize: '200% 100%',
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
  '@media': {
    [motion]: { animation: `${shimmer} 12s linear infinite` },
    print: { backgroundImage: 'none', WebkitTextFillColor: '#000', color: '#000' },
  },
});

export const bio = style({
  marginTop: '1.25rem',
  maxWidth: '42rem',
  fontSize: 'clamp(1.05rem, 2vw, 1.2rem)',
  ...typeset.ink(tokens.color.muted),
});

export const orb = style({
  position: 'relative',
  width: 'clamp(120px, 26vw, 220px)',
  height: 'clamp(120px, 26vw, 220px)',
  borderRadius: '50%',
  padding: 5,
  isolation: 'isolate',
  justifySelf: 'start',
  order: -1,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    background: `conic-gradient(from 0deg, ${tokens.color.cyan}, ${tokens.color.violet}, ${tokens.color.magenta}, ${tokens.color.cyan})`,
    zIndex: -1,
    boxShadow: `0 0 60px ${tokens.color.cyanGlow}`,
  },
  '@media': {
    [tablet]: { justifySelf: 'end', order: 0 },
    print: { width: 96, height: 96 },
  },
});

globalStyle(`${orb}::before`, {
  '@media': { [motion]: { animation: `${spin} 18s linear infinite` } },
});

export const avatar = style({
  ...layout.disc('100%'),
  ...typeset.colors(tokens.color.panel, tokens.color.cyan),
  ...layout.centredContent,
  ...typeset.font(tokens.font.mono, 'clamp(2rem, 6vw, 3.5rem)', 700),
  border: `4px solid ${tokens.color.void}`,
});

export const links = style({
  ...layout.wrapRow('0.6rem', '1.75rem'),
});

export const link = style({
  ...layout.inlineRow('0.5rem', 44),
  padding: '0.45rem 1rem',
  borderRadius: 12,
  border: `1px solid ${tokens.color.panelEdge}`,
  ...typeset.colors('rgba(12, 18, 34, 0.7)', tokens.color.text),
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '0.9375rem',
  transition: 'border-color 200ms ease, box-shadow 200ms ease',
  ':hover': { borderColor: tokens.color.cyan, boxShadow: `0 0 24px ${tokens.color.cyanGlow}` },
  '@media': {
    print: { color: '#000', background: 'none', minHeight: 0, padding: '0.1rem 0.4rem' },
  },
});

export const bento = style({
  ...layout.grid('clamp(1rem, 2vw, 1.5rem)'),
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' } },
});

export const panel = style({
  background: 'linear-gradient(180deg, rgba(17, 25, 46, 0.85), rgba(12, 18, 34, 0.85))',
  border: `1px solid ${tokens.color.panelEdge}`,
  borderRadius: 22,
  padding: 'clamp(1.25rem, 3vw, 2rem)',
  ...layout.grid('1.25rem'),
  alignContent: 'start',
  minWidth: 0,
  boxShadow: '0 20px 60px rgba(0, 0, 0, 0.35), inset 0 1px 0 rgba(255, 255, 255, 0.05)',
  '@media': { print: { background: 'none', border: '1px solid #bbb', padding: '0.75rem' } },
});

export const experiencePanel = style([
  panel,
  { '@media': { [desktop]: { gridColumn: 'span 7' } } },
]);
export const skillsPanel = style([panel, { '@media': { [desktop]: { gridColumn: 'span 5' } } }]);
export const widePanel = style([panel, { '@media': { [desktop]: { gridColumn: '1 / -1' } } }]);

export const panelTitle = style({
  ...layout.row('0.75rem'),
  ...typeset.size('1.25rem', 700),
  letterSpacing: '-0.01em',
});

export const panelIndex = style({
  ...typeset.font(tokens.font.mono, '0.75rem', 500),
  color: tokens.color.cyan,
  border: `1px solid ${tokens.color.panelEdge}`,
  borderRadius: 6,
  padding: '0.1rem 0.4rem',
  ...paper.hidden,
});

export const stack = style(layout.grid('1.5rem'));

export const item = style({
  ...layout.grid('0.4rem'),
  paddingLeft: '1.25rem',
  position: 'relative',
  '::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.55rem',
    width: 7,
    height: 7,
    borderRadius: '50%',
    background: tokens.color.magenta,
    boxShadow: `0 0 10px ${tokens.color.magenta}`,
  },
});

export const itemTitle = style({ fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.35 });

export const org = style({
  ...typeset.ink(tokens.color.cyan),
  fontWeight: 600,
});

export const meta = style({
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  ...typeset.ink(tokens.color.muted, '#333'),
  ...layout.wrapRow('0.25rem 0.75rem'),
});

export const muted = style(typeset.ink(tokens.color.muted));

export const chips = style(layout.wrapRow('0.4rem'));

export const chip = style({
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  color: tokens.color.cyan,
  ...layout.surface(tokens.color.chip, `1px solid rgba(94, 231, 247, 0.25)`, 8),
  padding: '0.15rem 0.55rem',
  '@media': { print: { color: '#000', background: 'none', border: '1px solid #999' } },
});

export const softChip = style([
  chip,
  {
    color: tokens.color.magenta,
    background: 'rgba(245, 168, 240, 0.1)',
    borderColor: 'rgba(245, 168, 240, 0.25)',
  },
]);

export const skillGroupTitle = style({
  ...typeset.font(tokens.font.mono, '0.8125rem', 500),
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
  color: tokens.color.muted,
  marginBottom: '0.6rem',
});

export const projectGrid = style({
  ...layout.autoGrid('1rem', '17rem'),
  ...paper.oneColumn,
});

export const projectCard = style({
  ...layout.column('0.65rem'),
  minWidth: 0,
  padding: '1.25rem',
  borderRadius: 16,
  border: '1px solid transparent',
  background: `linear-gradient(${tokens.color.panel}, ${tokens.color.panel}) padding-box, linear-gradient(135deg, rgba(94, 231, 247, 0.6), rgba(180, 162, 255, 0.25), rgba(245, 168, 240, 0.6)) border-box`,
  '@media': { print: { background: 'none', border: '1px solid #bbb' } },
});

export const projectLinks = style({
  ...layout.wrapRow('0.25rem 1rem', 'auto'),
  paddingTop: '0.25rem',
});

export const textLink = style({
  ...typeset.ink(tokens.color.cyan),
  fontWeight: 600,
  fontSize: '0.9375rem',
  textUnderlineOffset: 4,
  ...layout.inlineRow('0.35rem', 24),
});

export const educationGrid = style({
  ...layout.autoGrid('1.5rem', '20rem'),
  ...paper.oneColumn,
});

export const footer = style({
  marginTop: 'clamp(2rem, 5vw, 3.5rem)',
  paddingTop: '1.5rem',
  borderTop: `1px solid ${tokens.color.panelEdge}`,
  ...layout.splitRow('0.5rem 1.5rem'),
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  color: tokens.color.muted,
});

globalStyle(`${root} a:focus-visible`, { outlineColor: tokens.color.cyan });
globalStyle(`${root} ::selection`, { background: tokens.color.violet, color: tokens.color.void });
