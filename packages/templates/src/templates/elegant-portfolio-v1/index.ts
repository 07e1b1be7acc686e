import { defineTemplate } from '../../sdk/defineTemplate';
import { elegantMeta } from './meta';
import { elegantTheme, tokens } from './tokens.css';
import { ElegantTemplate } from './Template';

export const template = defineTemplate(elegantMeta, ElegantTemplate, {
  themeClass: elegantTheme,
  accentTokens: { text: [tokens.color.accent] },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { ElegantTemplate };
