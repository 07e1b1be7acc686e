import { defineTemplate } from '../../sdk/defineTemplate';
import { professionalDevMeta } from './meta';
import { ProfessionalDevTemplate } from './Template';

export const template = defineTemplate(professionalDevMeta, ProfessionalDevTemplate);
export { ProfessionalDevTemplate };
