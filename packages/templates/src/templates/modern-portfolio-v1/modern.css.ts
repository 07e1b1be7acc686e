import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const tablet = 'screen and (min-width: 720px)';
const desktop = 'screen and (min-width: 1040px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.surface, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.6),
  },
]);

const containerRules = {
  width: '100%',
  maxWidth: rem(72),
  marginInline: 'auto',
  paddingInline: `clamp(${rem(1)}, 4vw, ${rem(2.5)})`,
} as const;

export const container = style(containerRules);

export const hero = style({
  ...typeset.colors(
    `linear-gradient(135deg, ${tokens.color.heroStart} 0%, ${tokens.color.heroEnd} 100%)`,
    tokens.color.onHero,
  ),
  padding: `clamp(${rem(3)}, 9vw, ${rem(7)}) 0 clamp(${rem(3)}, 8vw, ${rem(6)})`,
  position: 'relative',
  overflow: 'hidden',
  '@media': { print: { background: 'none', color: '#000', padding: `0 0 ${rem(1)}` } },
});

export const heroInner = style({
  ...layout.grid(rem(1.75)),
  justifyItems: 'start',
  '@media': {
    [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', gap: rem(2.5) },
  },
});

export const avatar = style({
  ...layout.disc('clamp(96px, 22vw, 168px)'),
  border: `4px solid rgba(255, 255, 255, 0.85)`,
  boxShadow: '0 12px 40px rgba(17, 24, 39, 0.35)',
  ...typeset.colors('rgba(255, 255, 255, 0.15)', tokens.color.onHero),
  ...layout.centredContent,
  ...typeset.size(`clamp(${rem(2)}, 6vw, ${rem(3.25)})`, 800),
  '@media': {
    print: { width: 96, height: 96, boxShadow: 'none', border: '1px solid #999', color: '#000' },
  },
});

export const eyebrow = style({
  display: 'inline-block',
  fontWeight: 600,
  fontSize: rem(0.9375),
  background: 'rgba(255, 255, 255, 0.16)',
  borderRadius: tokens.radius.pill,
  padding: `${rem(0.2)} ${rem(0.8)}`,
  marginBottom: rem(0.9),
  '@media': { print: { background: 'none', padding: 0 } },
});

export const name = style({
  fontSize: `clamp(${rem(2.25)}, 7vw, ${rem(4.5)})`,
  lineHeight: 1.05,
  fontWeight: 800,
  letterSpacing: '-0.03em',
});

export const bio = style({
  marginTop: rem(1.1),
  fontSize: `clamp(${rem(1.05)}, 2vw, ${rem(1.25)})`,
  maxWidth: rem(44),
  lineHeight: 1.6,
});

export const actions = style({
  ...layout.wrapRow(rem(0.6), rem(1.75)),
});

export const action = style({
  ...layout.inlineRow(rem(0.45), 44),
  padding: `${rem(0.5)} ${rem(1.1)}`,
  borderRadius: tokens.radius.pill,
  ...typeset.colors(tokens.color.onHero, tokens.color.accentInk),
  fontWeight: 650,
  textDecoration: 'none',
  transition: 'transform 160ms ease, box-shadow 160ms ease',
  ':hover': { transform: 'translateY(-1px)', boxShadow: '0 6px 18px rgba(17, 24, 39, 0.25)' },
  selectors: {
    '&:focus-visible': { outline: `3px solid ${tokens.color.onHero}`, outlineOffset: 3 },
  },
  '@media': { print: { minHeight: 0, padding: 0, color: '#000', background: 'none' } },
});

export const iconAction = style([
  action,
  {
    width: 44,
    padding: 0,
    justifyContent: 'center',
    background: 'rgba(255, 255, 255, 0.16)',
    color: tokens.color.onHero,
  },
]);

export const section = style({
  padding: `clamp(${rem(3)}, 8vw, ${rem(5.5)}) 0`,
  selectors: { '&:nth-of-type(even)': { background: tokens.color.band } },
  '@media': { print: { padding: `${rem(1)} 0`, background: 'none !important' } },
});

export const sectionTitle = style({
  ...containerRules,
  ...typeset.size(`clamp(${rem(1.75)}, 4vw, ${rem(2.5)})`, 800),
  letterSpacing: '-0.02em',
  marginBottom: `clamp(${rem(1.5)}, 4vw, ${rem(2.5)})`,
  ...layout.row(rem(0.75)),
  '::before': {
    content: '""',
    width: '0.4em',
    height: '0.4em',
    borderRadius: 4,
    background: `linear-gradient(135deg, ${tokens.color.heroStart}, ${tokens.color.heroEnd})`,
    flexShrink: 0,
  },
});

export const timeline = style({
  ...layout.grid(rem(2)),
  borderInlineStart: `2px solid ${tokens.color.line}`,
  paddingInlineStart: `clamp(${rem(1.25)}, 4vw, ${rem(2)})`,
  marginInlineStart: rem(0.4),
});

export const timelineItem = style({
  position: 'relative',
  ...layout.grid(rem(0.5)),
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: `calc(-1 * clamp(${rem(1.25)}, 4vw, ${rem(2)}) - 8px)`,
    top: rem(0.45),
    width: 14,
    height: 14,
    borderRadius: '50%',
    background: tokens.color.surface,
    border: `3px solid ${tokens.color.accent}`,
  },
});

export const itemTitle = style({ fontSize: rem(1.25), fontWeight: 700, lineHeight: 1.3 });

export const itemMeta = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(0.75)}`),
  color: tokens.color.muted,
  fontWeight: 500,
});

export const company = style({ color: tokens.color.accent, fontWeight: 650 });

export const muted = style({ color: tokens.color.muted });

export const pills = style(layout.wrapRow(rem(0.4)));

export const pill = style({
  ...typeset.colors(tokens.color.pill, tokens.color.accentInk),
  borderRadius: tokens.radius.pill,
  padding: `${rem(0.2)} ${rem(0.75)}`,
  ...typeset.size(rem(0.875), 600),
  '@media': { print: { background: 'none', border: '1px solid #999', color: '#000' } },
});

export const softPill = style([
  pill,
  { background: tokens.color.softPill, color: tokens.color.softInk },
]);

export const cards = style({
  ...layout.autoGrid(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`, rem(19)),
  ...paper.oneColumn,
});

export const card = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.card,
  boxShadow: tokens.shadow.card,
  border: `1px solid ${tokens.color.line}`,
  padding: `clamp(${rem(1.25)}, 3vw, ${rem(1.75)})`,
  ...layout.column(rem(0.85)),
  minWidth: 0,
  '@media': { print: { border: '1px solid #bbb', padding: rem(0.75) } },
});

export const cardLinks = style({
  ...layout.wrapRow(rem(0.5), 'auto'),
  paddingTop: rem(0.25),
});

export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${rem(0.35)} ${rem(0.95)}`,
  borderRadius: tokens.radius.pill,
  border: `1.5px solid ${tokens.color.accent}`,
  color: tokens.color.accent,
  fontWeight: 650,
  fontSize: rem(0.9375),
  textDecoration: 'none',
  ':hover': { background: tokens.color.pill },
  '@media': { print: { border: 'none', padding: 0, minHeight: 0, color: '#000' } },
});

export const skillsGrid = style({
  ...layout.grid(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`),
  '@media': {
    [tablet]: { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${rem(22)}), 1fr))` },
  },
});

export const skillTitle = style({ fontSize: rem(1.125), fontWeight: 700 });

export const educationGrid = style({
  ...layout.grid(`clamp(${rem(1)}, 2.5vw, ${rem(1.5)})`),
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const footer = style({
  ...typeset.colors(tokens.color.footer, tokens.color.footerText),
  padding: `${rem(2.5)} 0`,
  '@media': { print: { background: 'none', color: '#000', padding: `${rem(1)} 0 0` } },
});

export const footerInner = style({
  ...layout.wrapRow(`${rem(1)} ${rem(2)}`),
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const footerLinks = style(layout.wrapRow(rem(0.5)));

export const footerLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  color: tokens.color.footerText,
  border: '1px solid rgba(229, 231, 235, 0.3)',
  ':hover': { background: 'rgba(229, 231, 235, 0.12)' },
});

globalStyle(`${root} a:focus-visible`, { outlineColor: tokens.color.accent });
globalStyle(`${hero} a:focus-visible, ${footer} a:focus-visible`, {
  outlineColor: tokens.color.onHero,
});

// Issue 31: what the person does and where, a project's year and role, its pictures, the link list.
export const headline = style({
  ...typeset.size(`clamp(${rem(1.1)}, 2.4vw, ${rem(1.4)})`, 600, 1.35),
  marginTop: rem(0.5),
});

export const location = style({ fontSize: rem(1), opacity: 0.92, marginTop: rem(0.25) });

export const facts = style({ fontSize: rem(0.875), color: tokens.color.muted, fontWeight: 600 });

export const shot = style({ borderRadius: `calc(${tokens.radius.card} / 2)` });

export const linkList = style(layout.wrapRow(rem(0.75)));

export const linkCard = style({
  ...layout.inlineRow(rem(0.5), 44),
  padding: `${rem(0.5)} ${rem(1.1)}`,
  borderRadius: tokens.radius.pill,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.line}`,
  boxShadow: tokens.shadow.card,
  color: tokens.color.accent,
  fontWeight: 650,
  textDecoration: 'none',
  ':hover': { borderColor: tokens.color.accent },
  '@media': {
    print: { border: 'none', boxShadow: 'none', padding: 0, minHeight: 0, color: '#000' },
  },
});

// A picture that fails to load shows the initials (Avatar's fallback) on the hero's colours: the
// picture's own fill is see-through, and the broken picture must not show through it.
globalStyle(`${avatar}::after`, {
  background: `linear-gradient(rgba(255, 255, 255, 0.15) 0 0), linear-gradient(135deg, ${tokens.color.heroStart}, ${tokens.color.heroEnd})`,
});
