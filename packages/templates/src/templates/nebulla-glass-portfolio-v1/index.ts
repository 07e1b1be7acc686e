import { defineTemplate } from '../../sdk/defineTemplate';
import { nebullaGlassMeta } from './meta';
import { NebullaGlassTemplate } from './Template';
import { nebullaGlassTheme, tokens } from './tokens.css';

export const template = defineTemplate(nebullaGlassMeta, NebullaGlassTemplate, {
  theme: nebullaGlassTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { NebullaGlassTemplate };
