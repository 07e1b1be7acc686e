import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [modernTheme, tokens] = createTheme(palette);
