export { useExternalStore } from './useExternalStore';
export type { ExternalStore } from './useExternalStore';
