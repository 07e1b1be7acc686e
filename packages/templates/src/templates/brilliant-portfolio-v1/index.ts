import { defineTemplate } from '../../sdk/defineTemplate';
import { brilliantMeta } from './meta';
import { brilliantTheme, tokens } from './tokens.css';
import { BrilliantTemplate } from './Template';

export const template = defineTemplate(brilliantMeta, BrilliantTemplate, {
  themeClass: brilliantTheme,
  accentTokens: { text: [tokens.color.accent] },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { BrilliantTemplate };
