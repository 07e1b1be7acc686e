import { defineTemplate } from '../../sdk/defineTemplate';
import { genzMeta } from './meta';
import { GenzTemplate } from './Template';
import { genzTheme, tokens } from './tokens.css';

export const template = defineTemplate(genzMeta, GenzTemplate, {
  theme: genzTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { GenzTemplate };
