import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMeta } from './meta';
import { modernTheme, tokens } from './tokens.css';
import { ModernTemplate } from './Template';

export const template = defineTemplate(modernMeta, ModernTemplate, {
  themeClass: modernTheme,
  accentTokens: { text: [tokens.color.accent, tokens.color.accentInk] },
  heading: [],
  body: [tokens.font.body],
});
export { ModernTemplate };
