export { useDelayedRedirect } from './useDelayedRedirect';
