import { defineTemplate } from '../../sdk/defineTemplate';
import { glassmorphismMeta } from './meta';
import { glassmorphismTheme, tokens } from './tokens.css';
import { GlassmorphismTemplate } from './Template';

export const template = defineTemplate(glassmorphismMeta, GlassmorphismTemplate, {
  themeClass: glassmorphismTheme,
  accentTokens: { text: [tokens.color.accent], tint: [tokens.color.chip] },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { GlassmorphismTemplate };
