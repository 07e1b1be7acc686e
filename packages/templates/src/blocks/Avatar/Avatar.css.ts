import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Browsers draw an `<img>`'s ::after only while the image is broken, so the initials cover the
 * broken-image icon and the alt text without script (published pages run none). A loaded picture
 * is untouched. The initials take the template's own look: the colours and type of the picture's
 * class (most templates draw the picture and the initials with one class), which a template whose
 * initials have a class of their own restates for `${avatar}::after`.
 */
export const pictureWithFallback = style({
  selectors: {
    '&::after': {
      // `Avatar` puts the initials in an attribute: published pages carry no inline styles.
      content: 'attr(data-initials)',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      display: 'grid',
      placeItems: 'center',
      background: 'inherit',
    },
  },
});

// Zero specificity: a template that positions its picture itself keeps its own value.
globalStyle(`:where(${pictureWithFallback})`, { position: 'relative' });
