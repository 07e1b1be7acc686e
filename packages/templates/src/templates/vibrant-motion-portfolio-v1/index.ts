import { defineTemplate } from '../../sdk/defineTemplate';
import { vibrantMotionMeta } from './meta';
import { VibrantMotionTemplate } from './Template';

export const template = defineTemplate(vibrantMotionMeta, VibrantMotionTemplate);
export { VibrantMotionTemplate };
