import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMeta } from './meta';
import { ModernTemplate } from './Template';

export const template = defineTemplate(modernMeta, ModernTemplate);
export { ModernTemplate };
