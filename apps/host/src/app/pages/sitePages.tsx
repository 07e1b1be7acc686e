import {
  ContactScreen,
  ContributorsScreen,
  CookiePolicyScreen,
  NotFoundScreen,
  PrivacyPolicyScreen,
  TermsOfServiceScreen,
} from '@showfolio/ui';
import { apiClient } from '../api';
import { SiteFrame } from '../SiteFrame';
import { useDocumentTitle } from '../useDocumentTitle';

export function ContributorsPage() {
  useDocumentTitle('Contributors');
  return (
    <SiteFrame>
      <ContributorsScreen />
    </SiteFrame>
  );
}

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <SiteFrame>
      <ContactScreen onSubmitContact={(payload) => apiClient.submitContact(payload)} />
    </SiteFrame>
  );
}

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <SiteFrame>
      <PrivacyPolicyScreen />
    </SiteFrame>
  );
}

export function TermsOfServicePage() {
  useDocumentTitle('Terms of Service');
  return (
    <SiteFrame>
      <TermsOfServiceScreen />
    </SiteFrame>
  );
}

export function CookiePolicyPage() {
  useDocumentTitle('Cookie Policy');
  return (
    <SiteFrame>
      <CookiePolicyScreen />
    </SiteFrame>
  );
}

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <SiteFrame>
      <NotFoundScreen />
    </SiteFrame>
  );
}
