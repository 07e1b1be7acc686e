import { useNavigate } from 'react-router-dom';
import {
  useApiClient,
  useAuth,
  useDeployTemplate,
  useMyDeployment,
  useMyPortfolio,
  useTemplates,
} from '@showfolio/api-client';
import { TemplateGalleryScreen } from '@showfolio/ui';
import { clientConfig } from '../config';
import { useDocumentTitle } from '../useDocumentTitle';

const reloadPage = () => window.location.reload();

export function TemplatesPage() {
  useDocumentTitle('Design & Templates');
  const client = useApiClient();
  const navigate = useNavigate();
  const { isAuthenticated, user } = useAuth();
  const templates = useTemplates();
  const deployment = useMyDeployment({ enabled: isAuthenticated });
  const portfolio = useMyPortfolio({ enabled: isAuthenticated });
  const deploy = useDeployTemplate();
  return (
    <TemplateGalleryScreen
      templates={templates.data}
      error={templates.error ?? null}
      onRetry={reloadPage}
      deployment={deployment.data ?? null}
      isAuthenticated={isAuthenticated}
      username={user?.username}
      hasPortfolio={portfolio.data != null}
      domain={clientConfig.publicDomain}
      onNavigate={(path) => void navigate(path)}
      onGeneratePreview={async (templateId) =>
        (await client.previewTemplate(templateId)).previewUrl
      }
      onDeploy={deploy}
      onCheckSubdomain={(subdomain) => client.checkSubdomain(subdomain)}
      emailVerified={user?.emailVerified}
      onResendVerification={() => client.resendVerification()}
    />
  );
}
