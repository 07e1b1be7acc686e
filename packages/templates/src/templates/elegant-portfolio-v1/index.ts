import { defineTemplate } from '../../sdk/defineTemplate';
import { elegantMeta } from './meta';
import { ElegantTemplate } from './Template';
import { elegantTheme, tokens } from './tokens.css';

export const template = defineTemplate(elegantMeta, ElegantTemplate, {
  theme: elegantTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { ElegantTemplate };
