export { ContactScreen } from './ContactScreen';
export type { ContactScreenProps } from './ContactScreen';
