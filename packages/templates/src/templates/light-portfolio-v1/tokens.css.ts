import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [lightTheme, tokens] = createTheme(palette);
