import { defineTemplate } from '../../sdk/defineTemplate';
import { creativeMeta } from './meta';
import { creativeTheme, tokens } from './tokens.css';
import { CreativeTemplate } from './Template';

export const template = defineTemplate(creativeMeta, CreativeTemplate, {
  themeClass: creativeTheme,
  accentTokens: { text: [tokens.color.accent] },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { CreativeTemplate };
