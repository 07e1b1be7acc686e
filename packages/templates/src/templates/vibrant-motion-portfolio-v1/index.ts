import { defineTemplate } from '../../sdk/defineTemplate';
import { vibrantMotionMeta } from './meta';
import { VibrantMotionTemplate } from './Template';
import { vibrantMotionTheme, tokens } from './tokens.css';

export const template = defineTemplate(vibrantMotionMeta, VibrantMotionTemplate, {
  theme: vibrantMotionTheme,
  heading: [tokens.font.display],
  body: [tokens.font.body],
});
export { VibrantMotionTemplate };
