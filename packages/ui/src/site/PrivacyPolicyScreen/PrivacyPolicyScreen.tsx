import { LegalPage } from '../LegalPage';
import { privacyPolicy } from './privacy.content';

export function PrivacyPolicyScreen() {
  return <LegalPage document={privacyPolicy} />;
}
