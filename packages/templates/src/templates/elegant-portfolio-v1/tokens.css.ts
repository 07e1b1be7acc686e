import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [elegantTheme, tokens] = createTheme(palette);
