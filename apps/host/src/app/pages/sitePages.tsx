import {
  ContactScreen,
  ContributorsScreen,
  CookiePolicyScreen,
  NotFoundScreen,
  PrivacyPolicyScreen,
  TermsOfServiceScreen,
} from '@showfolio/ui';
import { pageHeads } from '../pageHeads';
import { SiteFrame } from '../SiteFrame';
import { useDocumentTitle } from '../useDocumentTitle';

// The API client loads with the first message sent: the prerendered page hydrates without it.
const api = () => import('../api').then((m) => m.apiClient);

export function ContributorsPage() {
  useDocumentTitle(pageHeads.contributors.page);
  return (
    <SiteFrame>
      <ContributorsScreen />
    </SiteFrame>
  );
}

export function ContactPage() {
  useDocumentTitle(pageHeads.contactUs.page);
  return (
    <SiteFrame>
      <ContactScreen
        onSubmitContact={(payload) => api().then((client) => client.submitContact(payload))}
      />
    </SiteFrame>
  );
}

export function PrivacyPolicyPage() {
  useDocumentTitle(pageHeads.privacyPolicy.page);
  return (
    <SiteFrame>
      <PrivacyPolicyScreen />
    </SiteFrame>
  );
}

export function TermsOfServicePage() {
  useDocumentTitle(pageHeads.termsOfService.page);
  return (
    <SiteFrame>
      <TermsOfServiceScreen />
    </SiteFrame>
  );
}

export function CookiePolicyPage() {
  useDocumentTitle(pageHeads.cookiePolicy.page);
  return (
    <SiteFrame>
      <CookiePolicyScreen />
    </SiteFrame>
  );
}

export function NotFoundPage() {
  useDocumentTitle(pageHeads.notFound.page);
  return (
    <SiteFrame>
      <NotFoundScreen />
    </SiteFrame>
  );
}
