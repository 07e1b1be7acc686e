import { defineTemplate } from '../../sdk/defineTemplate';
import { minimalMeta } from './meta';
import { MinimalTemplate } from './Template';
import { minimalTheme, tokens } from './tokens.css';

export const template = defineTemplate(minimalMeta, MinimalTemplate, {
  theme: minimalTheme,
  heading: [],
  body: [tokens.font.body],
});
export { MinimalTemplate };
