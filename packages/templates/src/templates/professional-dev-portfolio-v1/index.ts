import { defineTemplate } from '../../sdk/defineTemplate';
import { professionalDevMeta } from './meta';
import { ProfessionalDevTemplate } from './Template';
import { professionalDevTheme, tokens } from './tokens.css';

export const template = defineTemplate(professionalDevMeta, ProfessionalDevTemplate, {
  theme: professionalDevTheme,
  heading: [],
  body: [tokens.font.body],
});
export { ProfessionalDevTemplate };
