import { defineTemplate } from '../../sdk/defineTemplate';
import { quantumMeta } from './meta';
import { QuantumTemplate } from './Template';

export const template = defineTemplate(quantumMeta, QuantumTemplate);
export { QuantumTemplate };
