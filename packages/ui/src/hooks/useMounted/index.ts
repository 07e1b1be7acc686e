export { useMounted } from './useMounted';
