import {
  ContactScreen,
  ContributorsScreen,
  CookiePolicyScreen,
  NotFoundScreen,
  PrivacyPolicyScreen,
  SiteLayout,
  TermsOfServiceScreen,
} from '@showfolio/ui';
import { apiClient } from '../api';
import { useDocumentTitle } from '../useDocumentTitle';

export function ContributorsPage() {
  useDocumentTitle('Contributors');
  return (
    <SiteLayout>
      <ContributorsScreen />
    </SiteLayout>
  );
}

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <SiteLayout>
      <ContactScreen onSubmitContact={(payload) => apiClient.submitContact(payload)} />
    </SiteLayout>
  );
}

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <SiteLayout>
      <PrivacyPolicyScreen />
    </SiteLayout>
  );
}

export function TermsOfServicePage() {
  useDocumentTitle('Terms of Service');
  return (
    <SiteLayout>
      <TermsOfServiceScreen />
    </SiteLayout>
  );
}

export function CookiePolicyPage() {
  useDocumentTitle('Cookie Policy');
  return (
    <SiteLayout>
      <CookiePolicyScreen />
    </SiteLayout>
  );
}

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <SiteLayout>
      <NotFoundScreen />
    </SiteLayout>
  );
}
