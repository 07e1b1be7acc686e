export { useControllableState } from './useControllableState';
export type { UseControllableStateOptions } from './useControllableState';
