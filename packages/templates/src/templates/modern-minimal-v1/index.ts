import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMinimalMeta } from './meta';
import { modernMinimalTheme, tokens } from './tokens.css';
import { ModernMinimalTemplate } from './Template';

export const template = defineTemplate(modernMinimalMeta, ModernMinimalTemplate, {
  themeClass: modernMinimalTheme,
  accentTokens: { text: [tokens.color.accent] },
  heading: [tokens.font.name],
  body: [tokens.font.body],
});
export { ModernMinimalTemplate };
