import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingBlock: vars.space.xxl,
});

export const code = style({
  fontSize: 'clamp(4rem, 15vw, 8rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  color: vars.color.accent,
});
