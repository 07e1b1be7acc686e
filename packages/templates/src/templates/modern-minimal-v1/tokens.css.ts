import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [modernMinimalTheme, tokens] = createTheme(palette);
