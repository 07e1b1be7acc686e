export { useLayer } from './useLayer';
export type { UseLayerOptions } from './useLayer';
