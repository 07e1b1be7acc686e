import { defineTemplate } from '../../sdk/defineTemplate';
import { vibrantMotionMeta } from './meta';
import { vibrantMotionTheme, tokens } from './tokens.css';
import { VibrantMotionTemplate } from './Template';

export const template = defineTemplate(vibrantMotionMeta, VibrantMotionTemplate, {
  themeClass: vibrantMotionTheme,
  accentTokens: { text: [tokens.color.pink], alpha: [[tokens.color.pinkHaze, 0.3]] },
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { VibrantMotionTemplate };
