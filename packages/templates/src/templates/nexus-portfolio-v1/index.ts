import { defineTemplate } from '../../sdk/defineTemplate';
import { nexusMeta } from './meta';
import { NexusTemplate } from './Template';

export const template = defineTemplate(nexusMeta, NexusTemplate);
export { NexusTemplate };
