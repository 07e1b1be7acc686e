import { defineTemplate } from '../../sdk/defineTemplate';
import { lightMeta } from './meta';
import { lightTheme, tokens } from './tokens.css';
import { LightTemplate } from './Template';

export const template = defineTemplate(lightMeta, LightTemplate, {
  themeClass: lightTheme,
  accentTokens: { text: [tokens.color.accent] },
  heading: [tokens.font.heading],
  body: [tokens.font.body],
});
export { LightTemplate };
