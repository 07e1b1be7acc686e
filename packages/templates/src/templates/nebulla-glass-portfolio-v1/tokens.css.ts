import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [nebullaGlassTheme, tokens] = createTheme(palette);
