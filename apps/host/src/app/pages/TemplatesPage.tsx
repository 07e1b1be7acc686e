import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useApiClient,
  useAuth,
  useDeployTemplate,
  useMyDeployment,
  useMyPortfolio,
  usePortfolioStore,
  useTemplates,
} from '@showfolio/api-client';
import { publicPortfolio } from '@showfolio/portfolio-schema';
import { TemplateGalleryScreen, type TemplatePreviewSource } from '@showfolio/ui';
import { useEffect, useMemo, useState } from 'react';
import { clientConfig } from '../config';
import { completionOf, portfolioStore } from '../portfolioStore';
import { useDocumentTitle } from '../useDocumentTitle';

const reloadPage = () => window.location.reload();

// The templates and their Markdown parser load when Preview first opens, not with the gallery;
// the CSS is the file the public page inlines, as in the wizard's live preview.
const loadPreviewTemplate: TemplatePreviewSource['loadTemplate'] = (id) =>
  import('@showfolio/templates/prebuilt').then(({ loadTemplate, preloadFormatting }) =>
    Promise.all([loadTemplate(id), preloadFormatting()]).then(([definition]) => definition),
  );
const loadTemplateCss: TemplatePreviewSource['loadTemplateCss'] = (id) =>
  fetch(`/templates/css/${encodeURIComponent(id)}.css`).then((response) => {
    if (!response.ok) throw new Error(`GET /templates/css/${id}.css answered ${response.status}`);
    return response.text();
  });

export function TemplatesPage() {
  useDocumentTitle('Design & Templates');
  const client = useApiClient();
  const navigate = useNavigate();
  const { isAuthenticated, user } = useAuth();
  const templates = useTemplates();
  const deployment = useMyDeployment({ enabled: isAuthenticated });
  const portfolio = useMyPortfolio({ enabled: isAuthenticated });
  const deploy = useDeployTemplate();
  // The wizard's "Publish now" arrives as ?deploy={template}: its dialog opens once, and a reload
  // or Back does not open it again.
  const [params, setParams] = useSearchParams();
  const [deployRequest] = useState(() => params.get('deploy') ?? undefined);
  useEffect(() => {
    if (params.has('deploy')) setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('deploy');
      return next;
    }, { replace: true });
  }, [params, setParams]);
  // The overview's meter, counted on the draft the dashboard loaded: unknown (so nothing is asked)
  // until that load is done.
  const store = usePortfolioStore(portfolioStore);
  const completion = store.loading ? undefined : completionOf(store.draft, user ?? undefined);
  // Preview shows the template with the person's saved portfolio as visitors of their page see it
  // (what the preview link shows too); none saved yet, the sample shows with a note.
  const previewSource = useMemo<TemplatePreviewSource>(
    () => ({
      // A failed load shows the sample rather than a spinner that never ends.
      data: portfolio.data !== undefined ? portfolio.data && publicPortfolio(portfolio.data) : portfolio.error ? null : undefined,
      loadTemplate: loadPreviewTemplate,
      loadTemplateCss,
    }),
    [portfolio.data, portfolio.error],
  );
  return (
    <TemplateGalleryScreen
      templates={templates.data}
      error={templates.error ?? null}
      onRetry={reloadPage}
      deployment={deployment.data ?? null}
      isAuthenticated={isAuthenticated}
      username={user?.username}
      // False only once the server has said there is none: a Deploy pressed while the answer is
      // loading opens the dialog (the deploy itself refuses an account without a portfolio) rather
      // than sending a person who has one to the wizard.
      hasPortfolio={portfolio.data !== null}
      domain={clientConfig.publicDomain}
      onNavigate={(path) => void navigate(path)}
      onGeneratePreview={async (templateId) =>
        (await client.previewTemplate(templateId)).previewUrl
      }
      onDeploy={deploy}
      onCheckSubdomain={(subdomain) => client.checkSubdomain(subdomain)}
      emailVerified={user?.emailVerified}
      onResendVerification={() => client.resendVerification()}
      completion={completion}
      previewSource={previewSource}
      // Opened once the portfolio's answer is in, so the dialog (not the wizard) is where it leads.
      deployOnOpen={portfolio.data === undefined ? undefined : deployRequest}
    />
  );
}
