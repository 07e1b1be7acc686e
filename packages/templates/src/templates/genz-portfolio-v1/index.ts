import { defineTemplate } from '../../sdk/defineTemplate';
import { genzMeta } from './meta';
import { genzTheme, tokens } from './tokens.css';
import { GenzTemplate } from './Template';

export const template = defineTemplate(genzMeta, GenzTemplate, {
  themeClass: genzTheme,
  accentTokens: { text: [tokens.color.blue] },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { GenzTemplate };
