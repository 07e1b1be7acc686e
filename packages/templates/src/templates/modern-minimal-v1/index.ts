import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMinimalMeta } from './meta';
import { ModernMinimalTemplate } from './Template';
import { modernMinimalTheme, tokens } from './tokens.css';

export const template = defineTemplate(modernMinimalMeta, ModernMinimalTemplate, {
  theme: modernMinimalTheme,
  heading: [tokens.font.name],
  body: [tokens.font.body],
});
export { ModernMinimalTemplate };
