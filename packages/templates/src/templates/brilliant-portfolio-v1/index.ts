import { defineTemplate } from '../../sdk/defineTemplate';
import { brilliantMeta } from './meta';
import { BrilliantTemplate } from './Template';
import { brilliantTheme, tokens } from './tokens.css';

export const template = defineTemplate(brilliantMeta, BrilliantTemplate, {
  theme: brilliantTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { BrilliantTemplate };
