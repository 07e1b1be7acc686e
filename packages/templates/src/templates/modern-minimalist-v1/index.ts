import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMinimalistMeta } from './meta';
import { modernMinimalistTheme, tokens } from './tokens.css';
import { ModernMinimalistTemplate } from './Template';

export const template = defineTemplate(modernMinimalistMeta, ModernMinimalistTemplate, {
  themeClass: modernMinimalistTheme,
  accentTokens: { text: [tokens.color.accent] },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { ModernMinimalistTemplate };
