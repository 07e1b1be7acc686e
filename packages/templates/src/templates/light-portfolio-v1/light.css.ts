import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

// Each section carries its own pastel; marker, cards and chips read it from here.
const tint = createVar();
const measure = '65ch';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.8, rem(1.0625)),
  },
]);

export const header = style({
  background: `radial-gradient(60% 90% at 15% 0%, ${tokens.color.lavender} 0%, transparent 70%), radial-gradient(50% 80% at 90% 10%, ${tokens.color.peach} 0%, transparent 70%), radial-gradient(45% 55% at 55% 70%, ${tokens.color.mint} 0%, transparent 100%)`,
  padding: `clamp(${rem(3)}, 10vw, ${rem(6.5)}) clamp(${rem(1.25)}, 5vw, ${rem(3)}) clamp(${rem(2.5)}, 7vw, ${rem(4.5)})`,
  '@media': { print: { background: 'none', padding: `0 0 ${rem(1)}` } },
});

export const headerInner = style({
  ...layout.centered(measure),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: rem(0.75),
  '@media': { print: { alignItems: 'flex-start', textAlign: 'start', maxWidth: 'none' } },
});

export const avatar = style({
  ...layout.disc(112),
  border: `6px solid ${tokens.color.card}`,
  boxShadow: `0 0 0 3px ${tokens.color.lavender}, 0 12px 30px -12px rgba(35, 32, 51, 0.35)`,
  ...typeset.colors(tokens.color.lavender, tokens.color.accent),
  ...layout.centredContent,
  ...typeset.font(tokens.font.heading, rem(2.25), 700),
  marginBottom: rem(0.5),
  '@media': { print: { width: 72, height: 72, border: 'none' } },
});

export const name = style({
  ...typeset.font(tokens.font.heading, `clamp(${rem(2.25)}, 7vw, ${rem(3.5)})`),
  lineHeight: 1.1,
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const username = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 600,
});

export const bio = style({
  maxWidth: '58ch',
  fontSize: `clamp(${rem(1.0625)}, 2.2vw, ${rem(1.1875)})`,
  ...typeset.ink(tokens.color.muted),
});

export const contacts = style({
  ...layout.centredRow(rem(0.5), rem(0.75)),
  '@media': { print: { justifyContent: 'flex-start' } },
});

export const contactLink = style({
  ...layout.inlineRow(rem(0.45), 40),
  ...layout.pill(`${rem(0.35)} ${rem(1)}`),
  background: tokens.color.card,
  border: `1px solid ${tokens.color.rule}`,
  color: tokens.color.ink,
  fontSize: rem(0.9375),
  lineHeight: 1.4,
  fontWeight: 500,
  textDecoration: 'none',
  maxWidth: '100%',
  ':hover': { borderColor: tokens.color.accent, color: tokens.color.accent },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: 'border-color 160ms ease, color 160ms ease',
    },
    print: { border: 'none', padding: 0, minHeight: 0, color: '#000' },
  },
});

export const main = style({
  ...layout.centered(measure, `0 clamp(${rem(1.25)}, 5vw, ${rem(2)})`),
  ...layout.grid(`clamp(${rem(2.5)}, 7vw, ${rem(4)})`),
  '@media': { print: { maxWidth: 'none', padding: 0, gap: rem(1.25) } },
});

export const tone = styleVariants({
  lavender: { vars: { [tint]: tokens.color.lavender } },
  peach: { vars: { [tint]: tokens.color.peach } },
  mint: { vars: { [tint]: tokens.color.mint } },
  sky: { vars: { [tint]: tokens.color.sky } },
});

export const section = style({ ...layout.grid(rem(1.25)), minWidth: 0 });

export const sectionTitle = style({
  ...typeset.font(tokens.font.heading, `clamp(${rem(1.5)}, 4vw, ${rem(1.875)})`, 800, 1.2),
  ...layout.row(rem(0.75)),
  '::before': {
    content: '""',
    width: rem(1.6),
    height: rem(1.6),
    borderRadius: '40% 60% 55% 45%',
    background: tint,
    boxShadow: `inset 0 0 0 2px ${tokens.color.card}`,
    flexShrink: 0,
  },
  '@media': {
    print: { fontSize: '13pt', borderBottom: '1px solid #999', paddingBottom: rem(0.2) },
  },
});

globalStyle(`${sectionTitle}::before`, paper.hidden);

export const timeline = style({
  ...layout.grid(rem(2)),
  paddingInlineStart: rem(1.5),
  borderInlineStart: `3px solid ${tint}`,
  '@media': { print: { borderInlineStart: 'none', paddingInlineStart: 0, gap: rem(0.9) } },
});

export const timelineEntry = style({
  position: 'relative',
  ...layout.gridItem(rem(0.25)),
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: `calc(${rem(-1.5)} - 9px)`,
    top: rem(0.55),
    width: 15,
    height: 15,
    borderRadius: '50%',
    background: tokens.color.card,
    border: `3px solid ${tokens.color.accent}`,
  },
});

globalStyle(`${timelineEntry}::before`, paper.hidden);

export const dates = style({
  ...typeset.size(rem(0.875), 600),
  letterSpacing: '0.02em',
  ...typeset.ink(tokens.color.muted, '#333'),
});

export const entryTitle = style({
  ...typeset.font(tokens.font.heading, rem(1.25), 700, 1.35),
});

export const org = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 600,
});

export const prose = style({ color: tokens.color.ink, marginTop: rem(0.35) });

export const tags = style({
  ...layout.wrapRow(rem(0.4), rem(0.6)),
});

export const tag = style({
  fontSize: rem(0.8125),
  lineHeight: 1.5,
  fontWeight: 500,
  ...layout.pill(`${rem(0.1)} ${rem(0.65)}`),
  ...typeset.colors(tint, tokens.color.ink),
  '@media': { print: { background: 'none', border: '1px solid #999' } },
});

export const cards = style(layout.grid(rem(1.25)));

export const card = style({
  ...layout.gridItem(rem(0.25)),
  padding: `clamp(${rem(1.25)}, 4vw, ${rem(1.75)})`,
  borderRadius: 24,
  background: tokens.color.card,
  border: `1px solid ${tokens.color.rule}`,
  boxShadow: `0 6px 0 -2px ${tint}`,
  '@media': { print: { padding: 0, border: 'none', borderRadius: 0 } },
});

export const links = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(1.5)}`, rem(0.75)),
});

export const textLink = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 600,
  ...typeset.underline('2px', '4px'),
  textDecorationColor: tokens.color.lavender,
  ':hover': { textDecorationColor: tokens.color.accent },
});

export const skillGroups = style({
  ...layout.grid(rem(1.5)),
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const skillGroup = style({
  minWidth: 0,
  padding: `${rem(1.25)} ${rem(1.5)}`,
  borderRadius: 24,
  background: tint,
  '@media': { print: { padding: 0, background: 'none' } },
});

export const skillGroupTitle = style({
  ...typeset.font(tokens.font.heading, rem(1.0625), 700),
  marginBottom: rem(0.75),
});

export const chips = style(layout.wrapRow(rem(0.5)));

export const chip = style({
  fontSize: rem(0.9375),
  lineHeight: 1.5,
  ...layout.pill(`${rem(0.25)} ${rem(0.85)}`),
  ...typeset.colors(tokens.color.card, tokens.color.ink),
  '@media': { print: { border: '1px solid #999', padding: `0 ${rem(0.5)}` } },
});

export const footer = style({
  ...layout.centered(measure, `clamp(${rem(3)}, 8vw, ${rem(5)}) clamp(${rem(1.25)}, 5vw, ${rem(2)}) ${rem(2.5)}`),
  ...layout.splitRow(`${rem(0.5)} ${rem(1.5)}`),
  fontSize: rem(0.875),
  color: tokens.color.muted,
  '@media': { print: { padding: `${rem(1.5)} 0 0`, maxWidth: 'none', color: '#333' } },
});

globalStyle(`${root} ::selection`, { background: tokens.color.lavender, color: tokens.color.ink });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({ ...typeset.size(`clamp(${rem(1.1)}, 2.4vw, ${rem(1.35)})`, 600, 1.35) });

export const location = style({ fontSize: rem(0.9375), color: tokens.color.muted });

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted });

export const shot = style({ borderRadius: 14 });

// The centred bio's lists are centred too, each marker beside its item (issue 32: a left-aligned
// list under centred text); on paper, where the text starts at the left, so do they.
globalStyle(`${bio} :is(ul, ol)`, {
  textAlign: 'center',
  listStylePosition: 'inside',
  paddingInlineStart: 0,
  '@media': { print: { textAlign: 'start', listStylePosition: 'outside', paddingInlineStart: '1.4em' } },
});
