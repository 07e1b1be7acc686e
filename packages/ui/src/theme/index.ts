import './global.css';

export { vars, breakpoints, mediaQueries } from './theme.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { visuallyHidden } from './global.css';
export { Wordmark, wordmarkSizes } from './Wordmark';
export type { WordmarkProps, WordmarkSize } from './Wordmark';
