import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

const desktop = 'screen and (min-width: 1024px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.page, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.6),
    '@media': {
      [desktop]: { display: 'grid', gridTemplateColumns: 'minmax(18rem, 22rem) minmax(0, 1fr)' },
    },
  },
]);

// The column paints the dark background down the whole page; the header inside it stays in view.
export const sidebarColumn = style({
  background: tokens.color.sidebar,
  '@media': { print: { background: 'none' } },
});

export const sidebar = style({
  color: tokens.color.sidebarText,
  padding: 'clamp(2rem, 6vw, 3rem) clamp(1.25rem, 5vw, 2.25rem)',
  ...layout.stack('1.5rem'),
  '@media': {
    [desktop]: { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' },
    print: { color: '#000', padding: '0 0 1rem', borderBottom: '1px solid #999' },
  },
});

export const avatar = style({
  width: 112,
  height: 112,
  borderRadius: 16,
  objectFit: 'cover',
  border: `1px solid ${tokens.color.sidebarLine}`,
  ...typeset.colors(tokens.color.sidebarRaised, tokens.color.prompt),
  ...layout.centredContent,
  ...typeset.font(tokens.font.mono, '2.25rem', 700),
  '@media': { print: { width: 80, height: 80, color: '#000' } },
});

export const prompt = style({
  ...typeset.font(tokens.font.mono, '0.875rem'),
  ...typeset.ink(tokens.color.prompt),
});

export const name = style({
  fontSize: 'clamp(1.9rem, 5vw, 2.4rem)',
  lineHeight: 1.15,
  fontWeight: 700,
  letterSpacing: '-0.02em',
});

export const bio = style(typeset.ink(tokens.color.sidebarMuted));

export const sidebarHeading = style({
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  textTransform: 'lowercase',
  ...typeset.ink(tokens.color.sidebarMuted),
  marginBottom: '0.6rem',
});

export const contactList = style(layout.grid('0.35rem'));

export const contactLink = style({
  ...layout.row('0.6rem'),
  minHeight: 32,
  ...typeset.ink(tokens.color.sidebarText),
  textDecoration: 'none',
  fontSize: '0.9375rem',
  ':hover': { color: tokens.color.prompt },
});

export const stackList = style(layout.wrapRow('0.4rem'));

export const stackItem = style({
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  padding: '0.15rem 0.55rem',
  borderRadius: 6,
  border: `1px solid ${tokens.color.sidebarLine}`,
  background: tokens.color.sidebarRaised,
  '@media': { print: { background: 'none', border: '1px solid #999' } },
});

export const content = style({
  padding: 'clamp(2rem, 6vw, 4rem) clamp(1rem, 5vw, 4rem)',
  ...layout.grid('clamp(2.5rem, 6vw, 4rem)'),
  alignContent: 'start',
  maxWidth: '66rem',
  minWidth: 0,
  '@media': { print: { padding: '1rem 0', gap: '1.25rem' } },
});

export const main = style({
  ...layout.gridItem('clamp(2.5rem, 6vw, 4rem)'),
  '@media': { print: { gap: '1.25rem' } },
});

export const section = style({ ...layout.grid('1.25rem'), minWidth: 0 });

export const sectionTitle = style({
  ...typeset.font(tokens.font.mono, 'clamp(1.25rem, 3vw, 1.5rem)', 700),
  display: 'flex',
  alignItems: 'baseline',
  gap: '0.6rem',
  paddingBottom: '0.6rem',
  borderBottom: `1px solid ${tokens.color.line}`,
  '::before': { content: '"##"', color: tokens.color.keyword },
});

export const log = style(layout.grid('1.5rem'));

export const logEntry = style({
  ...layout.grid('0.4rem'),
  paddingLeft: '1.25rem',
  borderLeft: `3px solid ${tokens.color.line}`,
  selectors: { '&:first-child': { borderLeftColor: tokens.color.string } },
});

export const entryTitle = style({ fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.35 });

export const at = style({
  color: tokens.color.keyword,
  fontFamily: tokens.font.mono,
  fontWeight: 500,
});

export const metaLine = style({
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  color: tokens.color.comment,
  '::before': { content: '"// "' },
});

export const description = style({ color: tokens.color.muted });

export const tags = style({
  ...layout.wrapRow('0.35rem 0.5rem'),
  ...typeset.font(tokens.font.mono, '0.8125rem'),
});

export const tag = style({
  color: tokens.color.string,
  '::before': { content: '"\\""' },
  '::after': { content: '"\\","' },
  selectors: { '&:last-child::after': { content: '"\\""' } },
});

export const files = style({
  ...layout.autoGrid('1.25rem', '20rem'),
  ...paper.oneColumn,
});

export const file = style({
  ...layout.surface(tokens.color.panel, `1px solid ${tokens.color.line}`, 10),
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const fileTab = style({
  background: tokens.color.tabBar,
  borderBottom: `1px solid ${tokens.color.line}`,
  padding: '0.5rem 0.9rem',
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  color: tokens.color.muted,
  ...layout.row('0.4rem'),
  '::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: '50%',
    background: tokens.color.string,
    boxShadow: `16px 0 0 ${tokens.color.line}, 32px 0 0 ${tokens.color.line}`,
    marginRight: 36,
    flexShrink: 0,
  },
  ...paper.hidden,
});

export const fileBody = style({
  padding: '1rem 1.1rem 1.2rem',
  ...layout.grid('0.6rem'),
  flexGrow: 1,
  alignContent: 'start',
});

export const fileLinks = style({
  ...layout.wrapRow('0.25rem 1.25rem'),
  ...typeset.font(tokens.font.mono, '0.875rem'),
});

export const link = style({
  ...typeset.ink(tokens.color.accent),
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
});

export const skillsBlock = style({
  ...layout.surface(tokens.color.panel, `1px solid ${tokens.color.line}`, 10),
  padding: '1.1rem 1.25rem',
  ...typeset.font(tokens.font.mono, '0.875rem'),
  ...layout.grid('0.75rem'),
  overflowWrap: 'anywhere',
});

export const code = style({ color: tokens.color.comment });

export const keyword = style({ color: tokens.color.keyword });

export const skillKey = style({
  ...typeset.size('inherit', 600),
  color: tokens.color.ink,
  display: 'inline',
});

export const footer = style({
  ...typeset.font(tokens.font.mono, '0.8125rem'),
  color: tokens.color.comment,
  paddingTop: '1.5rem',
  borderTop: `1px solid ${tokens.color.line}`,
});

globalStyle(`${sidebar} a:focus-visible`, { outlineColor: tokens.color.prompt });
globalStyle(`${main} a:focus-visible`, { outlineColor: tokens.color.accent });
