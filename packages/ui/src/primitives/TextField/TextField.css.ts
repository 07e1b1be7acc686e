import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const adornmentRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const withAdornment = style({ paddingRight: '5.5rem' });
export const adornment = style({ position: 'absolute', right: vars.space.xs, top: '50%', transform: 'translateY(-50%)' });
