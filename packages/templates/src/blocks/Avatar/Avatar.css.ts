import { globalStyle, style } from '@vanilla-extract/css';

/** Holds the initials drawn over a picture that fails to load (set inline by `Avatar`). */
export const fallbackVar = '--sf-avatar-fallback';

/**
 * Browsers draw an `<img>`'s ::after only while the image is broken, so the initials cover the
 * broken-image icon and the alt text without script (published pages run none). A loaded picture
 * is untouched.
 */
export const pictureWithFallback = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      background: `var(${fallbackVar}) center / cover no-repeat`,
    },
  },
});

// Zero specificity: a template that positions its picture itself keeps its own value.
globalStyle(`:where(${pictureWithFallback})`, { position: 'relative' });
