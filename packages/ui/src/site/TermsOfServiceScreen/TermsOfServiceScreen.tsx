import { LegalPage } from '../LegalPage';
import { termsOfService } from './terms.content';

export function TermsOfServiceScreen() {
  return <LegalPage document={termsOfService} />;
}
