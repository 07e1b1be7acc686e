export { ContactScreen, contactFailureMessage } from './ContactScreen';
export type { ContactScreenProps } from './ContactScreen';
