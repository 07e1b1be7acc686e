import { darkSurfaces, type colors } from './palette';

/** The dark scheme's colours (contrasts in palette.ts): the template's `schemeTokens.dark`. */
export const darkColors: typeof colors = {
  ...darkSurfaces,
  ink: '#ececea',
  muted: '#a9a9a3',
  quiet: '#9a9a94',
  accent: '#9db4ff',
  hairline: '#34342f',
};
