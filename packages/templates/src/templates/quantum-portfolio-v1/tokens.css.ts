import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [quantumTheme, tokens] = createTheme(palette);
