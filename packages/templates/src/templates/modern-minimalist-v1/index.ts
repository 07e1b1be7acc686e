import { defineTemplate, tokenValues } from '../../sdk/defineTemplate';
import { modernMinimalistMeta } from './meta';
import { darkColors } from './dark';
import { modernMinimalistTheme, tokens } from './tokens.css';
import { ModernMinimalistTemplate } from './Template';

export const template = defineTemplate(modernMinimalistMeta, ModernMinimalistTemplate, {
  themeClass: modernMinimalistTheme,
  accentTokens: { text: [tokens.color.accent] },
  schemeTokens: { dark: tokenValues(tokens.color, darkColors) },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { ModernMinimalistTemplate };
