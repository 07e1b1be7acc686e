export { passkeyFallbackMessage, PasskeysSection, passkeysUnsupportedMessage } from './PasskeysSection';
export type { PasskeysSectionProps } from './PasskeysSection';
