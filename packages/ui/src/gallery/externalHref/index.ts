export { externalHref } from './externalHref';
