import { defineTemplate } from '../../sdk/defineTemplate';
import { creativeMeta } from './meta';
import { CreativeTemplate } from './Template';
import { creativeTheme, tokens } from './tokens.css';

export const template = defineTemplate(creativeMeta, CreativeTemplate, {
  theme: creativeTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { CreativeTemplate };
