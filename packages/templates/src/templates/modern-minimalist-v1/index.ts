import { defineTemplate } from '../../sdk/defineTemplate';
import { modernMinimalistMeta } from './meta';
import { ModernMinimalistTemplate } from './Template';

export const template = defineTemplate(modernMinimalistMeta, ModernMinimalistTemplate);
export { ModernMinimalistTemplate };
