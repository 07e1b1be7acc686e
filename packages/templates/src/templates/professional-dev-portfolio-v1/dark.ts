import { darkSurfaces, type colors } from './palette';

/** The dark scheme's colours (contrasts in palette.ts): the template's `schemeTokens.dark`. */
export const darkColors: typeof colors = {
  ...darkSurfaces,
  sidebar: '#010409',
  sidebarRaised: '#0d1117',
  sidebarText: '#e6edf3',
  sidebarMuted: '#9198a1',
  sidebarLine: '#21262d',
  prompt: '#56d364',
  ink: '#e6edf3',
  muted: '#9198a1',
  line: '#30363d',
  keyword: '#d2a8ff',
  string: '#7ee787',
  comment: '#8b949e',
  accent: '#79c0ff',
};
