import { defineTemplate, tokenValues } from '../../sdk/defineTemplate';
import { elegantMeta } from './meta';
import { darkColors } from './dark';
import { elegantTheme, tokens } from './tokens.css';
import { ElegantTemplate } from './Template';

export const template = defineTemplate(elegantMeta, ElegantTemplate, {
  themeClass: elegantTheme,
  accentTokens: { text: [tokens.color.accent] },
  schemeTokens: { dark: tokenValues(tokens.color, darkColors) },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { ElegantTemplate };
