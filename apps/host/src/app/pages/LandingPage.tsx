import { LandingScreen, SiteLayout } from '@showfolio/ui';
import { apiClient } from '../api';
import { useDocumentTitle } from '../useDocumentTitle';

export default function LandingPage() {
  useDocumentTitle();
  return (
    <SiteLayout>
      <LandingScreen onSubmitFeedback={(payload) => apiClient.submitFeedback(payload)} />
    </SiteLayout>
  );
}
