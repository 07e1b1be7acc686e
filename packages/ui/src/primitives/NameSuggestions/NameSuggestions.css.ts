import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The free names offered beside "… is already taken": buttons that fill the field. */
export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
