import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

// Each section carries its own pastel; marker, cards and chips read it from here.
const tint = createVar();
const measure = '65ch';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.paper, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.8, '1.0625rem'),
  },
]);

export const header = style({
  background: `radial-gradient(60% 90% at 15% 0%, ${tokens.color.lavender} 0%, transparent 70%), radial-gradient(50% 80% at 90% 10%, ${tokens.color.peach} 0%, transparent 70%), radial-gradient(45% 55% at 55% 70%, ${tokens.color.mint} 0%, transparent 100%)`,
  padding: 'clamp(3rem, 10vw, 6.5rem) clamp(1.25rem, 5vw, 3rem) clamp(2.5rem, 7vw, 4.5rem)',
  '@media': { print: { background: 'none', padding: '0 0 1rem' } },
});

export const headerInner = style({
  ...layout.centered(measure),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '0.75rem',
  '@media': { print: { alignItems: 'flex-start', textAlign: 'start', maxWidth: 'none' } },
});

export const avatar = style({
  ...layout.disc(112),
  border: `6px solid ${tokens.color.card}`,
  boxShadow: `0 0 0 3px ${tokens.color.lavender}, 0 12px 30px -12px rgba(35, 32, 51, 0.35)`,
  ...typeset.colors(tokens.color.lavender, tokens.color.accent),
  ...layout.centredContent,
  ...typeset.font(tokens.font.heading, '2.25rem', 700),
  marginBottom: '0.5rem',
  '@media': { print: { width: 72, height: 72, border: 'none' } },
});

export const name = style({
  ...typeset.font(tokens.font.heading, 'clamp(2.25rem, 7vw, 3.5rem)'),
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
  fontSize: 'clamp(1.0625rem, 2.2vw, 1.1875rem)',
  ...typeset.ink(tokens.color.muted),
});

export const contacts = style({
  ...layout.centredRow('0.5rem', '0.75rem'),
  '@media': { print: { justifyContent: 'flex-start' } },
});

export const contactLink = style({
  ...layout.inlineRow('0.45rem', 40),
  ...layout.pill('0.35rem 1rem'),
  background: tokens.color.card,
  border: `1px solid ${tokens.color.rule}`,
  color: tokens.color.ink,
  fontSize: '0.9375rem',
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
  ...layout.centered(measure, '0 clamp(1.25rem, 5vw, 2rem)'),
  ...layout.grid('clamp(2.5rem, 7vw, 4rem)'),
  '@media': { print: { maxWidth: 'none', padding: 0, gap: '1.25rem' } },
});

export const tone = styleVariants({
  lavender: { vars: { [tint]: tokens.color.lavender } },
  peach: { vars: { [tint]: tokens.color.peach } },
  mint: { vars: { [tint]: tokens.color.mint } },
  sky: { vars: { [tint]: tokens.color.sky } },
});

export const section = style({ ...layout.grid('1.25rem'), minWidth: 0 });

export const sectionTitle = style({
  ...typeset.font(tokens.font.heading, 'clamp(1.5rem, 4vw, 1.875rem)', 800, 1.2),
  ...layout.row('0.75rem'),
  '::before': {
    content: '""',
    width: '1.6rem',
    height: '1.6rem',
    borderRadius: '40% 60% 55% 45%',
    background: tint,
    boxShadow: `inset 0 0 0 2px ${tokens.color.card}`,
    flexShrink: 0,
  },
  '@media': {
    print: { fontSize: '13pt', borderBottom: '1px solid #999', paddingBottom: '0.2rem' },
  },
});

globalStyle(`${sectionTitle}::before`, paper.hidden);

export const timeline = style({
  ...layout.grid('2rem'),
  paddingInlineStart: '1.5rem',
  borderInlineStart: `3px solid ${tint}`,
  '@media': { print: { borderInlineStart: 'none', paddingInlineStart: 0, gap: '0.9rem' } },
});

export const timelineEntry = style({
  position: 'relative',
  ...layout.gridItem('0.25rem'),
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 'calc(-1.5rem - 9px)',
    top: '0.55rem',
    width: 15,
    height: 15,
    borderRadius: '50%',
    background: tokens.color.card,
    border: `3px solid ${tokens.color.accent}`,
  },
});

globalStyle(`${timelineEntry}::before`, paper.hidden);

export const dates = style({
  ...typeset.size('0.875rem', 600),
  letterSpacing: '0.02em',
  ...typeset.ink(tokens.color.muted, '#333'),
});

export const entryTitle = style({
  ...typeset.font(tokens.font.heading, '1.25rem', 700, 1.35),
});

export const org = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 600,
});

export const prose = style({ color: tokens.color.ink, marginTop: '0.35rem' });

export const tags = style({
  ...layout.wrapRow('0.4rem', '0.6rem'),
});

export const tag = style({
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  fontWeight: 500,
  ...layout.pill('0.1rem 0.65rem'),
  ...typeset.colors(tint, tokens.color.ink),
  '@media': { print: { background: 'none', border: '1px solid #999' } },
});

export const cards = style(layout.grid('1.25rem'));

export const card = style({
  ...layout.gridItem('0.25rem'),
  padding: 'clamp(1.25rem, 4vw, 1.75rem)',
  borderRadius: 24,
  background: tokens.color.card,
  border: `1px solid ${tokens.color.rule}`,
  boxShadow: `0 6px 0 -2px ${tint}`,
  '@media': { print: { padding: 0, border: 'none', borderRadius: 0 } },
});

export const links = style({
  ...layout.wrapRow('0.25rem 1.5rem', '0.75rem'),
});

export const textLink = style({
  ...typeset.ink(tokens.color.accent),
  fontWeight: 600,
  ...typeset.underline('2px', '4px'),
  textDecorationColor: tokens.color.lavender,
  ':hover': { textDecorationColor: tokens.color.accent },
});

export const skillGroups = style({
  ...layout.grid('1.5rem'),
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const skillGroup = style({
  minWidth: 0,
  padding: '1.25rem 1.5rem',
  borderRadius: 24,
  background: tint,
  '@media': { print: { padding: 0, background: 'none' } },
});

export const skillGroupTitle = style({
  ...typeset.font(tokens.font.heading, '1.0625rem', 700),
  marginBottom: '0.75rem',
});

export const chips = style(layout.wrapRow('0.5rem'));

export const chip = style({
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  ...layout.pill('0.25rem 0.85rem'),
  ...typeset.colors(tokens.color.card, tokens.color.ink),
  '@media': { print: { border: '1px solid #999', padding: '0 0.5rem' } },
});

export const footer = style({
  ...layout.centered(measure, 'clamp(3rem, 8vw, 5rem) clamp(1.25rem, 5vw, 2rem) 2.5rem'),
  ...layout.splitRow('0.5rem 1.5rem'),
  fontSize: '0.875rem',
  color: tokens.color.muted,
  '@media': { print: { padding: '1.5rem 0 0', maxWidth: 'none', color: '#333' } },
});

globalStyle(`${root} ::selection`, { background: tokens.color.lavender, color: tokens.color.ink });
