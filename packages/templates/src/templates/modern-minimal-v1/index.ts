import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMinimalMeta } from './meta';
import { ModernMinimalTemplate } from './Template';

export const template = defineTemplate(modernMinimalMeta, ModernMinimalTemplate);
export { ModernMinimalTemplate };
