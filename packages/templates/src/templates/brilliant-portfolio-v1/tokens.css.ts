import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [brilliantTheme, tokens] = createTheme(palette);
