import { defineTemplate } from '../../sdk/defineTemplate';
import { quantumMeta } from './meta';
import { QuantumTemplate } from './Template';
import { quantumTheme, tokens } from './tokens.css';

export const template = defineTemplate(quantumMeta, QuantumTemplate, {
  theme: quantumTheme,
  heading: [],
  body: [tokens.font.body],
});
export { QuantumTemplate };
