import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [modernMinimalistTheme, tokens] = createTheme(palette);
