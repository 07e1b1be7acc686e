import { globalStyle, style } from '@vanilla-extract/css';

// Every template's root composes `templateRoot`: a scoped reset (templates also render inside the
// app for previews, so nothing here may touch html or body), long-word wrapping so no data can
// overflow a 320 px screen, reduced motion, and print basics for a clean A4 page.
export const templateRoot = style({
  minHeight: '100vh',
  overflowWrap: 'anywhere',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitFontSmoothing: 'antialiased',
  '@media': {
    // !important: a template's own root background is declared after this shared rule.
    print: {
      minHeight: 'auto',
      background: '#fff !important',
      color: '#000 !important',
      fontSize: '10.5pt',
    },
  },
});

globalStyle(`${templateRoot} *, ${templateRoot} *::before, ${templateRoot} *::after`, {
  boxSizing: 'border-box',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
    print: {
      boxShadow: 'none !important',
      textShadow: 'none !important',
      animation: 'none !important',
    },
  },
});

globalStyle(`${templateRoot} :where(h1, h2, h3, h4, p, ul, ol, dl, dd, figure, blockquote)`, {
  margin: 0,
});
globalStyle(`${templateRoot} :where(ul, ol)`, { padding: 0, listStyle: 'none' });
globalStyle(`${templateRoot} img`, { maxWidth: '100%', display: 'block' });
globalStyle(`${templateRoot} svg`, { flexShrink: 0 });
globalStyle(`${templateRoot} a:focus-visible`, {
  outline: '2px solid currentColor',
  outlineOffset: '3px',
});
globalStyle(`${templateRoot} :where(section, article, li)`, {
  '@media': { print: { breakInside: 'avoid-page' } },
});
globalStyle(`${templateRoot} :where(h2, h3)`, {
  '@media': { print: { breakAfter: 'avoid-page' } },
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Decoration that has no place on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none !important' } } });
