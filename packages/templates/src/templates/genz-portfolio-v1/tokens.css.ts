import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [genzTheme, tokens] = createTheme(palette);
