import { defineTemplate } from '../../sdk/defineTemplate';
import { lightMeta } from './meta';
import { LightTemplate } from './Template';
import { lightTheme, tokens } from './tokens.css';

export const template = defineTemplate(lightMeta, LightTemplate, {
  theme: lightTheme,
  heading: [tokens.font.heading],
  body: [tokens.font.body],
});
export { LightTemplate };
