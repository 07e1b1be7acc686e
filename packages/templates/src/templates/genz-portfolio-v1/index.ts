import { defineTemplate } from '../../sdk/defineTemplate';
import { genzMeta } from './meta';
import { GenzTemplate } from './Template';

export const template = defineTemplate(genzMeta, GenzTemplate);
export { GenzTemplate };
