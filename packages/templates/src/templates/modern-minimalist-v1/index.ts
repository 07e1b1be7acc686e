import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMinimalistMeta } from './meta';
import { ModernMinimalistTemplate } from './Template';
import { modernMinimalistTheme, tokens } from './tokens.css';

export const template = defineTemplate(modernMinimalistMeta, ModernMinimalistTemplate, {
  theme: modernMinimalistTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { ModernMinimalistTemplate };
