import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

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
  maxWidth: '72rem',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: 'clamp(1rem, 4vw, 2.5rem)',
  paddingRight: 'clamp(1rem, 4vw, 2.5rem)',
} as const;

export const container = style(containerRules);

export const hero = style({
  ...typeset.colors(
    `linear-gradient(135deg, ${tokens.color.heroStart} 0%, ${tokens.color.heroEnd} 100%)`,
    tokens.color.onHero,
  ),
  padding: 'clamp(3rem, 9vw, 7rem) 0 clamp(3rem, 8vw, 6rem)',
  position: 'relative',
  overflow: 'hidden',
  '@media': { print: { background: 'none', color: '#000', padding: '0 0 1rem' } },
});

export const heroInner = style({
  ...layout.grid('1.75rem'),
  justifyItems: 'start',
  '@media': {
    [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', gap: '2.5rem' },
  },
});

export const avatar = style({
  ...layout.disc('clamp(96px, 22vw, 168px)'),
  border: `4px solid rgba(255, 255, 255, 0.85)`,
  boxShadow: '0 12px 40px rgba(17, 24, 39, 0.35)',
  ...typeset.colors('rgba(255, 255, 255, 0.15)', tokens.color.onHero),
  ...layout.centredContent,
  ...typeset.size('clamp(2rem, 6vw, 3.25rem)', 800),
  '@media': {
    print: { width: 96, height: 96, boxShadow: 'none', border: '1px solid #999', color: '#000' },
  },
});

export const eyebrow = style({
  display: 'inline-block',
  fontWeight: 600,
  fontSize: '0.9375rem',
  background: 'rgba(255, 255, 255, 0.16)',
  borderRadius: tokens.radius.pill,
  padding: '0.2rem 0.8rem',
  marginBottom: '0.9rem',
  '@media': { print: { background: 'none', padding: 0 } },
});

export const name = style({
  fontSize: 'clamp(2.25rem, 7vw, 4.5rem)',
  lineHeight: 1.05,
  fontWeight: 800,
  letterSpacing: '-0.03em',
});

export const bio = style({
  marginTop: '1.1rem',
  fontSize: 'clamp(1.05rem, 2vw, 1.25rem)',
  maxWidth: '44rem',
  lineHeight: 1.6,
});

export const actions = style({
  ...layout.wrapRow('0.6rem', '1.75rem'),
});

export const action = style({
  ...layout.inlineRow('0.45rem', 44),
  padding: '0.5rem 1.1rem',
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
  padding: 'clamp(3rem, 8vw, 5.5rem) 0',
  selectors: { '&:nth-of-type(even)': { background: tokens.color.band } },
  '@media': { print: { padding: '1rem 0', background: 'none !important' } },
});

export const sectionTitle = style({
  ...containerRules,
  ...typeset.size('clamp(1.75rem, 4vw, 2.5rem)', 800),
  letterSpacing: '-0.02em',
  marginBottom: 'clamp(1.5rem, 4vw, 2.5rem)',
  ...layout.row('0.75rem'),
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
  ...layout.grid('2rem'),
  borderLeft: `2px solid ${tokens.color.line}`,
  paddingLeft: 'clamp(1.25rem, 4vw, 2rem)',
  marginLeft: '0.4rem',
});

export const timelineItem = style({
  position: 'relative',
  ...layout.grid('0.5rem'),
  '::before': {
    content: '""',
    position: 'absolute',
    left: 'calc(-1 * clamp(1.25rem, 4vw, 2rem) - 8px)',
    top: '0.45rem',
    width: 14,
    height: 14,
    borderRadius: '50%',
    background: tokens.color.surface,
    border: `3px solid ${tokens.color.accent}`,
  },
});

export const itemTitle = style({ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 });

export const itemMeta = style({
  ...layout.wrapRow('0.25rem 0.75rem'),
  color: tokens.color.muted,
  fontWeight: 500,
});

export const company = style({ color: tokens.color.accent, fontWeight: 650 });

export const muted = style({ color: tokens.color.muted });

export const pills = style(layout.wrapRow('0.4rem'));

export const pill = style({
  ...typeset.colors(tokens.color.pill, tokens.color.accentInk),
  borderRadius: tokens.radius.pill,
  padding: '0.2rem 0.75rem',
  ...typeset.size('0.875rem', 600),
  '@media': { print: { background: 'none', border: '1px solid #999', color: '#000' } },
});

export const softPill = style([
  pill,
  { background: tokens.color.softPill, color: tokens.color.softInk },
]);

export const cards = style({
  ...layout.autoGrid('clamp(1rem, 2.5vw, 1.5rem)', '19rem'),
  ...paper.oneColumn,
});

export const card = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.card,
  boxShadow: tokens.shadow.card,
  border: `1px solid ${tokens.color.line}`,
  padding: 'clamp(1.25rem, 3vw, 1.75rem)',
  ...layout.column('0.85rem'),
  minWidth: 0,
  '@media': { print: { border: '1px solid #bbb', padding: '0.75rem' } },
});

export const cardLinks = style({
  ...layout.wrapRow('0.5rem', 'auto'),
  paddingTop: '0.25rem',
});

export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0.35rem 0.95rem',
  borderRadius: tokens.radius.pill,
  border: `1.5px solid ${tokens.color.accent}`,
  color: tokens.color.accent,
  fontWeight: 650,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  ':hover': { background: tokens.color.pill },
  '@media': { print: { border: 'none', padding: 0, minHeight: 0, color: '#000' } },
});

export const skillsGrid = style({
  ...layout.grid('clamp(1rem, 2.5vw, 1.5rem)'),
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' },
  },
});

export const skillTitle = style({ fontSize: '1.125rem', fontWeight: 700 });

export const educationGrid = style({
  ...layout.grid('clamp(1rem, 2.5vw, 1.5rem)'),
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const footer = style({
  ...typeset.colors(tokens.color.footer, tokens.color.footerText),
  padding: '2.5rem 0',
  '@media': { print: { background: 'none', color: '#000', padding: '1rem 0 0' } },
});

export const footerInner = style({
  ...layout.wrapRow('1rem 2rem'),
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const footerLinks = style(layout.wrapRow('0.5rem'));

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
