import { defineTemplate } from '../../sdk/defineTemplate';
import { creativeMeta } from './meta';
import { CreativeTemplate } from './Template';

export const template = defineTemplate(creativeMeta, CreativeTemplate);
export { CreativeTemplate };
