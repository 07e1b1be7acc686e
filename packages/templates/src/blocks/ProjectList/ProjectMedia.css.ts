import { style } from '@vanilla-extract/css';
import { rem } from '../rem';

// The shape of project pictures every template shares; a template adds its own corners, borders
// and spacing through the classes it passes. Width and height attributes give each picture its
// box before it loads (nothing shifts); `height: auto` keeps the ratio as the width follows the column.

export const media = style({
  display: 'grid',
  gap: rem(0.5),
  minWidth: 0,
  '@media': { print: { display: 'none' } },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
});

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${rem(5.5)}, 100%), 1fr))`,
  gap: rem(0.5),
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});
