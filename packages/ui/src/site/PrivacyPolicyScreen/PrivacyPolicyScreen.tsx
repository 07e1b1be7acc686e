import { LegalPage } from '../LegalPage';
import { privacyPolicy } from './privacy.content';

/** /privacy-policy: the privacy policy, with its table of contents. */
export function PrivacyPolicyScreen() {
  return <LegalPage document={privacyPolicy} />;
}
