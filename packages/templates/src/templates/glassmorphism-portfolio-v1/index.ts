import { defineTemplate } from '../../sdk/defineTemplate';
import { glassmorphismMeta } from './meta';
import { GlassmorphismTemplate } from './Template';
import { glassmorphismTheme, tokens } from './tokens.css';

export const template = defineTemplate(glassmorphismMeta, GlassmorphismTemplate, {
  theme: glassmorphismTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { GlassmorphismTemplate };
