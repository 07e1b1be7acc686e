import { defineTemplate, tokenValues } from '../../sdk/defineTemplate';
import { professionalDevMeta } from './meta';
import { darkColors } from './dark';
import { professionalDevTheme, tokens } from './tokens.css';
import { ProfessionalDevTemplate } from './Template';

export const template = defineTemplate(professionalDevMeta, ProfessionalDevTemplate, {
  themeClass: professionalDevTheme,
  accentTokens: { text: [tokens.color.accent] },
  schemeTokens: { dark: tokenValues(tokens.color, darkColors) },
  heading: [],
  body: [tokens.font.body],
});
export { ProfessionalDevTemplate };
