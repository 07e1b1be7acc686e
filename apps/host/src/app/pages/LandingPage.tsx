import { LandingScreen } from '@showfolio/ui';
import { apiClient } from '../api';
import { SiteFrame } from '../SiteFrame';
import { useDocumentTitle } from '../useDocumentTitle';

export default function LandingPage() {
  useDocumentTitle();
  return (
    <SiteFrame>
      <LandingScreen onSubmitFeedback={(payload) => apiClient.submitFeedback(payload)} />
    </SiteFrame>
  );
}
