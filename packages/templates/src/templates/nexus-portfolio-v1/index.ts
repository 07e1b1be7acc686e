import { defineTemplate } from '../../sdk/defineTemplate';
import { nexusMeta } from './meta';
import { NexusTemplate } from './Template';
import { nexusTheme, tokens } from './tokens.css';

export const template = defineTemplate(nexusMeta, NexusTemplate, {
  theme: nexusTheme,
  heading: [],
  body: [tokens.font.body],
});
export { NexusTemplate };
