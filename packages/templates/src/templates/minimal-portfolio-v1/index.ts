import { defineTemplate } from '../../sdk/defineTemplate';
import { minimalMeta } from './meta';
import { MinimalTemplate } from './Template';

export const template = defineTemplate(minimalMeta, MinimalTemplate);
export { MinimalTemplate };
