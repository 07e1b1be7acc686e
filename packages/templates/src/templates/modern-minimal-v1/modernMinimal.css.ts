import { globalStyle, style } from '@vanilla-extract/css';
import { templateRoot } from '../../blocks/templateBase.css';
import { tokens } from './tokens.css';
import { layout, paper, typeset } from '../../blocks/layout';

// On screen the resume is a sheet on a desk; on paper the sheet is the page: the two columns are
// kept (sidebar 30%), colours and the desk go, and project links print their address.
const twoColumns = 'screen and (min-width: 760px)';

export const root = style([
  templateRoot,
  {
    ...typeset.colors(tokens.color.desk, tokens.color.ink),
    ...typeset.body(tokens.font.body, 1.6, '0.9375rem'),
    padding: 'clamp(0px, 4vw, 3.5rem) clamp(0px, 4vw, 2rem)',
    '@media': { print: { padding: 0, fontSize: '9.5pt', lineHeight: 1.45 } },
  },
]);

export const sheet = style({
  ...layout.centered('60rem'),
  background: tokens.color.sheet,
  boxShadow: '0 1px 2px rgba(21, 25, 31, 0.08), 0 18px 50px -20px rgba(21, 25, 31, 0.25)',
  '@media': { print: { maxWidth: 'none', boxShadow: 'none', background: 'none' } },
});

export const header = style({
  ...layout.row('1.25rem 1.75rem'),
  flexWrap: 'wrap',
  padding: 'clamp(1.75rem, 5vw, 3rem) clamp(1.25rem, 5vw, 3rem)',
  borderBottom: `3px solid ${tokens.color.ink}`,
  '@media': { print: { padding: '0 0 10pt', borderBottomWidth: 2, gap: '14pt' } },
});

export const avatar = style({
  width: 88,
  height: 88,
  borderRadius: 4,
  objectFit: 'cover',
  ...typeset.colors(tokens.color.side, tokens.color.ink),
  border: `1px solid ${tokens.color.rule}`,
  ...layout.centredContent,
  ...typeset.font(tokens.font.name, '2rem'),
  flexShrink: 0,
  '@media': { print: { width: 64, height: 64 } },
});

export const identity = style({ minWidth: 0, flex: '1 1 16rem' });

export const name = style({
  ...typeset.font(tokens.font.name, 'clamp(2rem, 6vw, 3rem)', 400, 1.05),
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '24pt', color: '#000' } },
});

export const username = style({
  marginTop: '0.35rem',
  ...typeset.size('0.8125rem', 600),
  ...typeset.caps('0.16em'),
  ...typeset.ink(tokens.color.accent, '#333'),
});

export const columns = style({
  display: 'grid',
  '@media': {
    [twoColumns]: { gridTemplateColumns: 'minmax(0, 18rem) minmax(0, 1fr)' },
    print: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const sidebar = style({
  ...layout.stack('2rem'),
  minWidth: 0,
  padding: 'clamp(1.5rem, 4vw, 2.25rem) clamp(1.25rem, 5vw, 2rem)',
  background: tokens.color.side,
  borderBottom: `1px solid ${tokens.color.rule}`,
  '@media': {
    [twoColumns]: { borderBottom: 'none', borderInlineEnd: `1px solid ${tokens.color.rule}` },
    print: {
      background: 'none',
      borderBottom: 'none',
      borderInlineEnd: '1px solid #bbb',
      padding: '12pt 12pt 0 0',
      gap: '14pt',
    },
  },
});

export const content = style({
  ...layout.stack('2.25rem'),
  minWidth: 0,
  padding: 'clamp(1.5rem, 4vw, 2.25rem) clamp(1.25rem, 5vw, 3rem)',
  '@media': { print: { padding: '12pt 0 0 14pt', gap: '14pt' } },
});

export const sideSection = style({ ...layout.grid('0.75rem'), minWidth: 0 });

export const mainSection = style({ ...layout.grid('1rem'), minWidth: 0 });

export const sectionTitle = style({
  ...typeset.size('0.75rem', 700),
  ...typeset.caps('0.2em'),
  color: tokens.color.ink,
  ...layout.row('0.75rem'),
  '::after': {
    content: '""',
    flex: 1,
    height: 1,
    background: tokens.color.rule,
  },
  '@media': { print: { fontSize: '8.5pt', color: '#000' } },
});

globalStyle(`${sectionTitle}::after`, { '@media': { print: { background: '#bbb' } } });

export const contactList = style(layout.grid('0.4rem'));

export const contactLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.55rem',
  minHeight: 24,
  color: tokens.color.ink,
  textDecoration: 'none',
  fontSize: '0.875rem',
  lineHeight: 1.45,
  ':hover': { color: tokens.color.accent, textDecoration: 'underline' },
  '@media': { print: { color: '#000', fontSize: '8.5pt' } },
});

globalStyle(`${contactLink} svg`, { marginTop: '0.15em', color: tokens.color.accent });

export const contactText = style({ minWidth: 0 });

export const skillGroups = style(layout.grid('1rem'));

export const groupTitle = style({
  ...typeset.size('0.8125rem', 700),
  ...typeset.ink(tokens.color.muted, '#333'),
  marginBottom: '0.35rem',
});

export const skillList = style(layout.wrapRow('0.35rem'));

export const skill = style({
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  padding: '0.05rem 0.5rem',
  border: `1px solid ${tokens.color.rule}`,
  background: tokens.color.sheet,
  borderRadius: 3,
  '@media': { print: { background: 'none', borderColor: '#bbb', fontSize: '8.5pt' } },
});

export const sideEntries = style(layout.grid('1rem'));

export const sideEntry = style({ ...layout.grid('0.1rem'), minWidth: 0 });

export const sideEntryTitle = style({ fontSize: '0.9375rem', fontWeight: 700, lineHeight: 1.35 });

export const smallText = style({
  fontSize: '0.8125rem',
  ...typeset.ink(tokens.color.muted, '#333'),
  marginTop: '0.2rem',
});

export const bio = style({
  fontSize: '1.0625rem',
  lineHeight: 1.65,
  maxWidth: '62ch',
  '@media': { print: { fontSize: '10pt' } },
});

export const entries = style({
  ...layout.grid('1.5rem'),
  '@media': { print: { gap: '9pt' } },
});

export const entry = style({ ...layout.grid('0.2rem'), minWidth: 0 });

export const entryHead = style(layout.splitRow('0.1rem 1rem', 'baseline'));

export const entryTitle = style({
  ...typeset.size('1.0625rem', 700, 1.35),
  minWidth: 0,
  '@media': { print: { fontSize: '10.5pt' } },
});

export const org = style({
  fontWeight: 600,
  ...typeset.ink(tokens.color.accent),
});

export const dates = style({
  fontSize: '0.8125rem',
  color: tokens.color.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { print: { color: '#333', fontSize: '8.5pt' } },
});

export const text = style({ marginTop: '0.2rem', maxWidth: '68ch' });

export const tags = style({
  ...layout.wrapRow('0.15rem 0.4rem', '0.3rem'),
  fontSize: '0.8125rem',
  color: tokens.color.muted,
  '@media': { print: { color: '#333', fontSize: '8.5pt' } },
});

export const tag = style({
  selectors: { '&:not(:last-child)::after': { content: '"·"', marginInlineStart: '0.4rem' } },
});

export const projectLinks = style(layout.wrapRow('0.25rem 1rem'));

export const textLink = style({
  ...typeset.size('0.8125rem', 600),
  color: tokens.color.accent,
  textUnderlineOffset: 3,
  '@media': {
    print: {
      color: '#000',
      textDecoration: 'none',
      fontWeight: 400,
      selectors: { '&::after': { content: '": " attr(href)' } },
    },
  },
});

export const footer = style({
  ...layout.splitRow('0.25rem 1.5rem'),
  padding: '1rem clamp(1.25rem, 5vw, 3rem)',
  borderTop: `1px solid ${tokens.color.rule}`,
  fontSize: '0.75rem',
  color: tokens.color.muted,
  ...paper.hidden,
});

globalStyle(`${root} a:focus-visible`, { outline: `2px solid ${tokens.color.accent}` });
