import { LegalPage } from '../LegalPage';
import { cookiePolicy } from './cookies.content';

/** /cookie-policy: the cookie policy, with its table of contents. */
export function CookiePolicyScreen() {
  return <LegalPage document={cookiePolicy} />;
}
