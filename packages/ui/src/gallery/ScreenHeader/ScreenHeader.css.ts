import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const subtitle = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
});
