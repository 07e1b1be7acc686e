import { LandingScreen } from '@showfolio/ui';
import { SiteFrame } from '../SiteFrame';
import { useDocumentTitle } from '../useDocumentTitle';

// The API client loads with the first message sent: the prerendered page hydrates without it.
const api = () => import('../api').then((m) => m.apiClient);

export default function LandingPage() {
  useDocumentTitle();
  return (
    <SiteFrame>
      <LandingScreen
        onSubmitFeedback={(payload) => api().then((client) => client.submitFeedback(payload))}
      />
    </SiteFrame>
  );
}
