export { TermsOfServiceScreen } from './TermsOfServiceScreen';
export { termsOfService } from './terms.content';
