import { LegalPage } from '../LegalPage';
import { termsOfService } from './terms.content';

/** /terms-of-service: the terms of service, with their table of contents. */
export function TermsOfServiceScreen() {
  return <LegalPage document={termsOfService} />;
}
