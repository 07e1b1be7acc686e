import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [nexusTheme, tokens] = createTheme(palette);
