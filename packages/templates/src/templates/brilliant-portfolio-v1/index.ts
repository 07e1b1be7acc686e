import { defineTemplate } from '../../sdk/defineTemplate';
import { brilliantMeta } from './meta';
import { BrilliantTemplate } from './Template';

export const template = defineTemplate(brilliantMeta, BrilliantTemplate);
export { BrilliantTemplate };
