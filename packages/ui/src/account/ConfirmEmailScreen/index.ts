export { ConfirmEmailScreen } from './ConfirmEmailScreen';
export type { ConfirmEmailScreenProps } from './ConfirmEmailScreen';
