import { darkSurfaces, type colors } from './palette';

/** The dark scheme's colours (contrasts in palette.ts): the template's `schemeTokens.dark`. */
export const darkColors: typeof colors = {
  ...darkSurfaces,
  ink: '#efe6d8',
  muted: '#bcae9b',
  accent: '#e8a0b4',
  gold: '#a8885a',
  numeral: '#d2b07a',
  rule: '#3b3229',
};
