export { useControllableState } from './useControllableState';
export type { UseControllableStateOptions } from './useControllableState';
export { useExternalStore } from './useExternalStore';
export type { ExternalStore } from './useExternalStore';
export { useNearViewport } from './useNearViewport';
