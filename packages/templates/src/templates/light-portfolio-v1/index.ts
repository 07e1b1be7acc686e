import { defineTemplate, tokenValues } from '../../sdk/defineTemplate';
import { lightMeta } from './meta';
import { darkColors } from './dark';
import { lightTheme, tokens } from './tokens.css';
import { LightTemplate } from './Template';

export const template = defineTemplate(lightMeta, LightTemplate, {
  themeClass: lightTheme,
  accentTokens: { text: [tokens.color.accent] },
  schemeTokens: { dark: tokenValues(tokens.color, darkColors) },
  heading: [tokens.font.heading],
  body: [tokens.font.body],
});
export { LightTemplate };
