import { defineTemplate } from '../../sdk/defineTemplate';
import { quantumMeta } from './meta';
import { quantumTheme, tokens } from './tokens.css';
import { QuantumTemplate } from './Template';

export const template = defineTemplate(quantumMeta, QuantumTemplate, {
  themeClass: quantumTheme,
  accentTokens: { text: [tokens.color.teal] },
  heading: [],
  body: [tokens.font.body],
});
export { QuantumTemplate };
