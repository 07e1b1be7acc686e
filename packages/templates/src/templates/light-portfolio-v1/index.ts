import { defineTemplate } from '../../sdk/defineTemplate';
import { lightMeta } from './meta';
import { LightTemplate } from './Template';

export const template = defineTemplate(lightMeta, LightTemplate);
export { LightTemplate };
