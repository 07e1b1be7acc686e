export { PrivacyPolicyScreen } from './PrivacyPolicyScreen';
export { privacyPolicy } from './privacy.content';
