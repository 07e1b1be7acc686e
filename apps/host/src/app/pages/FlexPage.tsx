import { useNavigate } from 'react-router-dom';
import { useMyDeployments, useTemplates } from '@showfolio/api-client';
import { FlexScreen } from '@showfolio/ui';
import { useDocumentTitle } from '../useDocumentTitle';

const reloadPage = () => window.location.reload();

export function FlexPage() {
  useDocumentTitle('Flex');
  const navigate = useNavigate();
  const deployments = useMyDeployments();
  const templates = useTemplates();
  return (
    <FlexScreen
      deployedTemplates={deployments.data}
      error={deployments.error ?? null}
      templates={templates.data}
      onRefresh={reloadPage}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
