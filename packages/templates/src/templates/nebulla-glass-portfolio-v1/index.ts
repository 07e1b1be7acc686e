import { defineTemplate } from '../../sdk/defineTemplate';
import { nebullaGlassMeta } from './meta';
import { NebullaGlassTemplate } from './Template';

export const template = defineTemplate(nebullaGlassMeta, NebullaGlassTemplate);
export { NebullaGlassTemplate };
