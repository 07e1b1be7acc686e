import { defineTemplate } from '../../sdk/defineTemplate';
import { nexusMeta } from './meta';
import { nexusTheme, tokens } from './tokens.css';
import { NexusTemplate } from './Template';

export const template = defineTemplate(nexusMeta, NexusTemplate, {
  themeClass: nexusTheme,
  accentTokens: { text: [tokens.color.cyan], tint: [tokens.color.chip],
    alpha: [[tokens.color.cyanEdge, 0.25], [tokens.color.cyanRim, 0.6]],
  },
  heading: [],
  body: [tokens.font.body],
});
export { NexusTemplate };
