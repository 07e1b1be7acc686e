import { globalStyle, style } from '@vanilla-extract/css';
import { rem } from './rem';

// Every template's root composes `templateRoot`: a scoped reset (templates also render inside the
// app for previews and inside other people's apps, so nothing here may touch html or body),
// long-word wrapping so no data can overflow a 320 px screen, reduced motion, and print basics for
// a clean A4 page.
//
// The reset isolates the template from its host page's CSS. Cascade layers cannot do it: a host's
// unlayered rules beat every layered one. So it wins by specificity instead, and by just enough:
// its selectors weigh (0,0,2) (`:where(root)` weighs nothing; two `:not(type)` one each), which beats
// a host's element selectors (`h1`, `p`, `a`, a preflight's `*`) but never a class of the
// template's own, wherever the two stylesheets stand. (One class would tie with them, and a page
// showing two templates would let the second's copy of the reset undo the first's styles.) What the
// host's ancestors hand down by inheritance (colour, font, `text-align: center` on `#root`, a
// letter-spacing) the root sets explicitly.
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

// Every element inside starts from the browser's own defaults, whatever the host's stylesheet says
// about `h1`, `p`, `a`, `code` or `*`: `revert` rolls each property back to the browser's value.
// Not SVG (its presentation attributes, `fill` or a path's `d`, count as author styles that
// `revert` would drop) nor images (their width and height attributes, likewise).
globalStyle(`:where(${templateRoot}):not(svg):not(img)`, {
  // First, so that every value below and the template's own classes override it: a host's rule on
  // the root element's own tag is undone, and inherited properties not restated here (visibility,
  // cursor) still follow the host, as a host hiding its container expects.
  all: 'revert',
  // Sizes come from the template's own rem (16px unless the page sets --sf-rem), not the host's.
  font: `${rem(1)}/normal sans-serif`,
  color: 'CanvasText',
  colorScheme: 'light',
  textAlign: 'start',
  textIndent: 0,
  textTransform: 'none',
  textShadow: 'none',
  // create-vite's `font-synthesis: none` would take away small capitals a face has to synthesise.
  fontSynthesis: 'initial',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  whiteSpace: 'normal',
  display: 'block',
});
globalStyle(`:where(${templateRoot}) :not(svg, svg *, img):not(br)`, { all: 'revert' });
globalStyle(`:where(${templateRoot}) svg:not(img)`, { display: 'revert', verticalAlign: 'revert' });

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

/**
 * A name with a long word (`PersonName` sets `--name-chars` to its longest word's length): the
 * name shrinks until that word fits the heading's width, never below 1rem, so it wraps between
 * words and never inside one. Only a word too long for a line even then wraps, as a last resort.
 * `--name-em` is a letter's width in em (wider for capitals).
 */
export const nameFit = style({
  // Its own width, not its content's (a container's content does not size it): the column's.
  width: '100%',
  containerType: 'inline-size',
  // No hyphen is added (hyphens stay manual, the default) and only a word too long for a line breaks.
  overflowWrap: 'break-word',
});
export const nameFitText = style({
  // A block of its own lines, so the heading's larger font leaves no taller line around it.
  display: 'block',
  fontSize: `clamp(${rem(1)}, 100cqi / (var(--name-chars) * var(--name-em, 0.66)), 1em)`,
});
