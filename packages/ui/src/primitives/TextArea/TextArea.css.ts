import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const textarea = style({ resize: 'vertical', minHeight: '120px', lineHeight: vars.font.lineHeight.normal });
export const counter = style({ alignSelf: 'flex-end', fontSize: vars.font.size.xs, color: vars.color.textMuted });
