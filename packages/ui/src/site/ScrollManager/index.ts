export { ScrollManager } from './ScrollManager';
export { scrollToAnchor, scrollToTop } from './scrollToAnchor';
