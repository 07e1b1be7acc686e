import { defineTemplate } from '../../sdk/defineTemplate';
import { glassmorphismMeta } from './meta';
import { GlassmorphismTemplate } from './Template';

export const template = defineTemplate(glassmorphismMeta, GlassmorphismTemplate);
export { GlassmorphismTemplate };
