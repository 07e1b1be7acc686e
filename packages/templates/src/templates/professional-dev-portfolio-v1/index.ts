import { defineTemplate } from '../../sdk/defineTemplate';
import { professionalDevMeta } from './meta';
import { professionalDevTheme, tokens } from './tokens.css';
import { ProfessionalDevTemplate } from './Template';

export const template = defineTemplate(professionalDevMeta, ProfessionalDevTemplate, {
  themeClass: professionalDevTheme,
  accentTokens: { text: [tokens.color.accent] },
  heading: [],
  body: [tokens.font.body],
});
export { ProfessionalDevTemplate };
