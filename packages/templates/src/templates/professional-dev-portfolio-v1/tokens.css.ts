import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [professionalDevTheme, tokens] = createTheme(palette);
