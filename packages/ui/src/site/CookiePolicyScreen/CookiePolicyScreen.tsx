import { LegalPage } from '../LegalPage';
import { cookiePolicy } from './cookies.content';

export function CookiePolicyScreen() {
  return <LegalPage document={cookiePolicy} />;
}
