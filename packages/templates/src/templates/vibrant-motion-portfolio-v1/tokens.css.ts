import { createTheme } from '@vanilla-extract/css';
import { palette } from './palette';

export const [vibrantMotionTheme, tokens] = createTheme(palette);
