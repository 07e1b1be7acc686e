import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [glassmorphismTheme, tokens] = createTheme(palette);
