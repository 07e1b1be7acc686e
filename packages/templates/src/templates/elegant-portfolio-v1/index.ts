import { defineTemplate } from '../../sdk/defineTemplate';
import { elegantMeta } from './meta';
import { ElegantTemplate } from './Template';

export const template = defineTemplate(elegantMeta, ElegantTemplate);
export { ElegantTemplate };
