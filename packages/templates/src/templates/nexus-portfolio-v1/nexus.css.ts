import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

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
      `radial-gradient(${rem(60)} ${rem(40)} at 85% -10%, ${tokens.color.magentaGlow}, transparent 60%)`,
      `radial-gradient(${rem(50)} ${rem(36)} at -10% 10%, ${tokens.color.cyanGlow}, transparent 60%)`,
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
  layout.pageColumn(rem(76), `clamp(${rem(1.5)}, 5vw, ${rem(3.5)}) clamp(${rem(1)}, 4vw, ${rem(2.5)}) ${rem(2.5)}`),
);

export const hero = style({
  ...layout.grid(rem(2)),
  alignItems: 'center',
  padding: `clamp(${rem(1.5)}, 6vw, ${rem(4)}) 0 clamp(${rem(2)}, 6vw, ${rem(3.5)})`,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const handle = style({
  ...layout.inlineRow(rem(0.5)),
  ...typeset.font(tokens.font.mono, rem(0.875)),
  color: tokens.color.cyan,
  border: `1px solid ${tokens.color.panelEdge}`,
  background: tokens.color.chip,
  borderRadius: 999,
  padding: `${rem(0.25)} ${rem(0.85)}`,
  marginBottom: rem(1.25),
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
  fontSize: `clamp(${rem(2.5)}, 8vw, ${rem(5.5)})`,
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
  marginTop: rem(1.25),
  maxWidth: rem(42),
  fontSize: `clamp(${rem(1.05)}, 2vw, ${rem(1.2)})`,
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
  ...typeset.font(tokens.font.mono, `clamp(${rem(2)}, 6vw, ${rem(3.5)})`, 700),
  border: `4px solid ${tokens.color.void}`,
});

export const links = style({
  ...layout.wrapRow(rem(0.6), rem(1.75)),
});

export const link = style({
  ...layout.inlineRow(rem(0.5), 44),
  padding: `${rem(0.45)} ${rem(1)}`,
  borderRadius: 12,
  border: `1px solid ${tokens.color.panelEdge}`,
  ...typeset.colors('rgba(12, 18, 34, 0.7)', tokens.color.text),
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: rem(0.9375),
  transition: 'border-color 200ms ease, box-shadow 200ms ease',
  ':hover': { borderColor: tokens.color.cyan, boxShadow: `0 0 24px ${tokens.color.cyanGlow}` },
  '@media': {
    print: { color: '#000', background: 'none', minHeight: 0, padding: `${rem(0.1)} ${rem(0.4)}` },
  },
});

export const bento = style({
  ...layout.grid(`clamp(${rem(1)}, 2vw, ${rem(1.5)})`),
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' } },
});

export const panel = style({
  background: 'linear-gradient(180deg, rgba(17, 25, 46, 0.85), rgba(12, 18, 34, 0.85))',
  border: `1px solid ${tokens.color.panelEdge}`,
  borderRadius: 22,
  padding: `clamp(${rem(1.25)}, 3vw, ${rem(2)})`,
  ...layout.grid(rem(1.25)),
  alignContent: 'start',
  minWidth: 0,
  boxShadow: '0 20px 60px rgba(0, 0, 0, 0.35), inset 0 1px 0 rgba(255, 255, 255, 0.05)',
  '@media': { print: { background: 'none', border: '1px solid #bbb', padding: rem(0.75) } },
});

export const experiencePanel = style([
  panel,
  { '@media': { [desktop]: { gridColumn: 'span 7' } } },
]);
export const skillsPanel = style([panel, { '@media': { [desktop]: { gridColumn: 'span 5' } } }]);
export const widePanel = style([panel, { '@media': { [desktop]: { gridColumn: '1 / -1' } } }]);

export const panelTitle = style({
  ...layout.row(rem(0.75)),
  ...typeset.size(rem(1.25), 700),
  letterSpacing: '-0.01em',
});

export const panelIndex = style({
  ...typeset.font(tokens.font.mono, rem(0.75), 500),
  color: tokens.color.cyan,
  border: `1px solid ${tokens.color.panelEdge}`,
  borderRadius: 6,
  padding: `${rem(0.1)} ${rem(0.4)}`,
  ...paper.hidden,
});

export const stack = style(layout.grid(rem(1.5)));

export const item = style({
  ...layout.grid(rem(0.4)),
  paddingInlineStart: rem(1.25),
  position: 'relative',
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: rem(0.55),
    width: 7,
    height: 7,
    borderRadius: '50%',
    background: tokens.color.magenta,
    boxShadow: `0 0 10px ${tokens.color.magenta}`,
  },
});

export const itemTitle = style({ fontSize: rem(1.0625), fontWeight: 700, lineHeight: 1.35 });

export const org = style({
  ...typeset.ink(tokens.color.cyan),
  fontWeight: 600,
});

export const meta = style({
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  ...typeset.ink(tokens.color.muted, '#333'),
  ...layout.wrapRow(`${rem(0.25)} ${rem(0.75)}`),
});

export const muted = style(typeset.ink(tokens.color.muted));

export const chips = style(layout.wrapRow(rem(0.4)));

export const chip = style({
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  color: tokens.color.cyan,
  ...layout.surface(tokens.color.chip, `1px solid ${tokens.color.cyanEdge}`, 8),
  padding: `${rem(0.15)} ${rem(0.55)}`,
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
  ...typeset.font(tokens.font.mono, rem(0.8125), 500),
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
  color: tokens.color.muted,
  marginBottom: rem(0.6),
});

export const projectGrid = style({
  ...layout.autoGrid(rem(1), rem(17)),
  ...paper.oneColumn,
});

export const projectCard = style({
  ...layout.column(rem(0.65)),
  minWidth: 0,
  padding: rem(1.25),
  borderRadius: 16,
  border: '1px solid transparent',
  background: `linear-gradient(${tokens.color.panel}, ${tokens.color.panel}) padding-box, linear-gradient(135deg, ${tokens.color.cyanRim}, rgba(180, 162, 255, 0.25), rgba(245, 168, 240, 0.6)) border-box`,
  '@media': { print: { background: 'none', border: '1px solid #bbb' } },
});

export const projectLinks = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(1)}`, 'auto'),
  paddingTop: rem(0.25),
});

export const textLink = style({
  ...typeset.ink(tokens.color.cyan),
  fontWeight: 600,
  fontSize: rem(0.9375),
  textUnderlineOffset: 4,
  ...layout.inlineRow(rem(0.35), 24),
});

export const educationGrid = style({
  ...layout.autoGrid(rem(1.5), rem(20)),
  ...paper.oneColumn,
});

export const footer = style({
  marginTop: `clamp(${rem(2)}, 5vw, ${rem(3.5)})`,
  paddingTop: rem(1.5),
  borderTop: `1px solid ${tokens.color.panelEdge}`,
  ...layout.splitRow(`${rem(0.5)} ${rem(1.5)}`),
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  color: tokens.color.muted,
});

globalStyle(`${root} a:focus-visible`, { outlineColor: tokens.color.cyan });
globalStyle(`${root} ::selection`, { background: tokens.color.violet, color: tokens.color.void });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({
  ...typeset.size(`clamp(${rem(1.1)}, 2.4vw, ${rem(1.4)})`, 600, 1.35),
  marginTop: rem(0.75),
});

export const location = style({
  fontSize: rem(0.9375),
  color: tokens.color.muted,
  marginTop: rem(0.25),
});

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted });

export const shot = style({ borderRadius: 14, border: `1px solid ${tokens.color.panelEdge}` });
