import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-state="met"]': { color: vars.color.text } },
});

/** A hollow circle that fills and shows a tick once the requirement is met (drawn, so no glyph is read out). */
export const mark = style({
  position: 'relative',
  flex: 'none',
  inlineSize: '0.9em',
  blockSize: '0.9em',
  alignSelf: 'center',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  selectors: {
    [`${item}[data-state="met"] &`]: {
      background: vars.color.success,
      borderColor: vars.color.success,
    },
    [`${item}[data-state="met"] &::after`]: {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0.22em',
      insetBlockStart: '0.05em',
      inlineSize: '0.2em',
      blockSize: '0.42em',
      border: `solid ${vars.color.textInverse}`,
      borderWidth: '0 2px 2px 0',
      transform: 'rotate(45deg)',
    },
  },
});
