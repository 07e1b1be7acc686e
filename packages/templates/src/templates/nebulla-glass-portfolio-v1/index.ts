import { defineTemplate } from '../../sdk/defineTemplate';
import { nebullaGlassMeta } from './meta';
import { nebullaGlassTheme, tokens } from './tokens.css';
import { NebullaGlassTemplate } from './Template';

export const template = defineTemplate(nebullaGlassMeta, NebullaGlassTemplate, {
  themeClass: nebullaGlassTheme,
  accentTokens: { text: [tokens.color.pink], tint: [tokens.color.pinkWash],
    alpha: [[tokens.color.pinkEdge, 0.3], [tokens.color.glow, 0.45]],
  },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { NebullaGlassTemplate };
