import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [creativeTheme, tokens] = createTheme(palette);
