import { defineTemplate, tokenValues } from '../../sdk/defineTemplate';
import { minimalMeta } from './meta';
import { darkColors } from './palette';
import { minimalTheme, tokens } from './tokens.css';
import { MinimalTemplate } from './Template';

export const template = defineTemplate(minimalMeta, MinimalTemplate, {
  themeClass: minimalTheme,
  accentTokens: { text: [tokens.color.accent] },
  schemeTokens: { dark: tokenValues(tokens.color, darkColors) },
  heading: [],
  body: [tokens.font.body],
});
export { MinimalTemplate };
