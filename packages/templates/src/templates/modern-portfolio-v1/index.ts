import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMeta } from './meta';
import { ModernTemplate } from './Template';
import { modernTheme, tokens } from './tokens.css';

export const template = defineTemplate(modernMeta, ModernTemplate, {
  theme: modernTheme,
  heading: [],
  body: [tokens.font.body],
});
export { ModernTemplate };
