import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';
import { rem } from '../../blocks/rem';

const desktop = 'screen and (min-width: 1024px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.page, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.6),
    '@media': {
      [desktop]: { display: 'grid', gridTemplateColumns: `minmax(${rem(18)}, ${rem(22)}) minmax(0, 1fr)` },
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
  padding: `clamp(${rem(2)}, 6vw, ${rem(3)}) clamp(${rem(1.25)}, 5vw, ${rem(2.25)})`,
  ...layout.stack(rem(1.5)),
  '@media': {
    [desktop]: { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' },
    print: { color: '#000', padding: `0 0 ${rem(1)}`, borderBottom: '1px solid #999' },
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
  ...typeset.font(tokens.font.mono, rem(2.25), 700),
  '@media': { print: { width: 80, height: 80, color: '#000' } },
});

export const prompt = style({
  ...typeset.font(tokens.font.mono, rem(0.875)),
  ...typeset.ink(tokens.color.prompt),
});

export const name = style({
  fontSize: `clamp(${rem(1.9)}, 5vw, ${rem(2.4)})`,
  lineHeight: 1.15,
  fontWeight: 700,
  letterSpacing: '-0.02em',
});

export const bio = style(typeset.ink(tokens.color.sidebarMuted));

export const sidebarHeading = style({
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  textTransform: 'lowercase',
  ...typeset.ink(tokens.color.sidebarMuted),
  marginBottom: rem(0.6),
});

export const contactList = style(layout.grid(rem(0.35)));

export const contactLink = style({
  ...layout.row(rem(0.6)),
  minHeight: 32,
  ...typeset.ink(tokens.color.sidebarText),
  textDecoration: 'none',
  fontSize: rem(0.9375),
  ':hover': { color: tokens.color.prompt },
});

export const stackList = style(layout.wrapRow(rem(0.4)));

export const stackItem = style({
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  padding: `${rem(0.15)} ${rem(0.55)}`,
  borderRadius: 6,
  border: `1px solid ${tokens.color.sidebarLine}`,
  background: tokens.color.sidebarRaised,
  '@media': { print: { background: 'none', border: '1px solid #999' } },
});

export const content = style({
  padding: `clamp(${rem(2)}, 6vw, ${rem(4)}) clamp(${rem(1)}, 5vw, ${rem(4)})`,
  ...layout.grid(`clamp(${rem(2.5)}, 6vw, ${rem(4)})`),
  alignContent: 'start',
  maxWidth: rem(66),
  minWidth: 0,
  '@media': { print: { padding: `${rem(1)} 0`, gap: rem(1.25) } },
});

export const main = style({
  ...layout.gridItem(`clamp(${rem(2.5)}, 6vw, ${rem(4)})`),
  '@media': { print: { gap: rem(1.25) } },
});

export const section = style({ ...layout.grid(rem(1.25)), minWidth: 0 });

export const sectionTitle = style({
  ...typeset.font(tokens.font.mono, `clamp(${rem(1.25)}, 3vw, ${rem(1.5)})`, 700),
  display: 'flex',
  alignItems: 'baseline',
  gap: rem(0.6),
  paddingBottom: rem(0.6),
  borderBottom: `1px solid ${tokens.color.line}`,
  '::before': { content: '"##"', color: tokens.color.keyword },
});

export const log = style(layout.grid(rem(1.5)));

export const logEntry = style({
  ...layout.grid(rem(0.4)),
  paddingInlineStart: rem(1.25),
  borderInlineStart: `3px solid ${tokens.color.line}`,
  selectors: { '&:first-child': { borderInlineStartColor: tokens.color.string } },
});

export const entryTitle = style({ fontSize: rem(1.125), fontWeight: 650, lineHeight: 1.35 });

export const at = style({
  color: tokens.color.keyword,
  fontFamily: tokens.font.mono,
  fontWeight: 500,
});

export const metaLine = style({
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  color: tokens.color.comment,
  '::before': { content: '"// "' },
});

export const description = style({ color: tokens.color.muted });

export const tags = style({
  ...layout.wrapRow(`${rem(0.35)} ${rem(0.5)}`),
  ...typeset.font(tokens.font.mono, rem(0.8125)),
});

export const tag = style({
  color: tokens.color.string,
  '::before': { content: '"\\""' },
  '::after': { content: '"\\","' },
  selectors: { '&:last-child::after': { content: '"\\""' } },
});

export const files = style({
  ...layout.autoGrid(rem(1.25), rem(20)),
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
  padding: `${rem(0.5)} ${rem(0.9)}`,
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  color: tokens.color.muted,
  ...layout.row(rem(0.4)),
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
  padding: `${rem(1)} ${rem(1.1)} ${rem(1.2)}`,
  ...layout.grid(rem(0.6)),
  flexGrow: 1,
  alignContent: 'start',
});

export const fileLinks = style({
  ...layout.wrapRow(`${rem(0.25)} ${rem(1.25)}`),
  ...typeset.font(tokens.font.mono, rem(0.875)),
});

export const link = style({
  ...typeset.ink(tokens.color.accent),
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(0.35),
  minHeight: 24,
});

export const skillsBlock = style({
  ...layout.surface(tokens.color.panel, `1px solid ${tokens.color.line}`, 10),
  padding: `${rem(1.1)} ${rem(1.25)}`,
  ...typeset.font(tokens.font.mono, rem(0.875)),
  ...layout.grid(rem(0.75)),
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
  ...typeset.font(tokens.font.mono, rem(0.8125)),
  color: tokens.color.comment,
  paddingTop: rem(1.5),
  borderTop: `1px solid ${tokens.color.line}`,
});

globalStyle(`${sidebar} a:focus-visible`, { outlineColor: tokens.color.prompt });
globalStyle(`${main} a:focus-visible`, { outlineColor: tokens.color.accent });

// Issue 31: what the person does and where, a project's year and role, its pictures.
export const headline = style({ fontSize: rem(1), lineHeight: 1.45, marginTop: rem(0.5) });

export const location = style({ fontSize: rem(0.875), ...typeset.ink(tokens.color.sidebarMuted) });

export const facts = style({ fontSize: rem(0.8125), color: tokens.color.muted });

export const shot = style({ borderRadius: 6, border: `1px solid ${tokens.color.muted}` });

/** The link list in the page (the sidebar's contact colours are for its dark panel). */
export const linkList = style({
  ...layout.wrapRow(`${rem(0.5)} ${rem(1.5)}`),
  ...typeset.font(tokens.font.mono, rem(0.9375)),
});
