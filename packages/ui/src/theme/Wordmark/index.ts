export { Wordmark, wordmarkSizes } from './Wordmark';
export type { WordmarkProps, WordmarkSize } from './Wordmark';
