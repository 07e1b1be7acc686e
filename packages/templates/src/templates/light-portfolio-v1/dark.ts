import { darkSurfaces, type colors } from './palette';

/** The dark scheme's colours (contrasts in palette.ts): the template's `schemeTokens.dark`. */
export const darkColors: typeof colors = {
  ...darkSurfaces,
  ink: '#eeeaf7',
  muted: '#b3adc7',
  accent: '#b6a3ff',
  rule: '#2f2b3d',
};
