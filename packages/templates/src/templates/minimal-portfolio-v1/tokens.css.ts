import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [minimalTheme, tokens] = createTheme(palette);
