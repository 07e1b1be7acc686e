import {
  useApiClient,
  useAuth,
  useCustomDomains,
  useDeployTemplate,
  useMyDeployment,
  useMyDeployments,
  usePortfolioStore,
  useSetResumeSettings,
  useUnpublish,
} from '@showfolio/api-client';
import type { DeployedTemplate, ResumeSettings, UserDeployment } from '@showfolio/portfolio-schema';
import { registeredTemplateIds } from '@showfolio/templates/prebuilt';
import { OverviewScreen, type OfflineSite } from '@showfolio/ui';
import { clientConfig } from '../config';
import { portfolioStore } from '../portfolioStore';
import { useDocumentTitle } from '../useDocumentTitle';

/** The most recent deployment, when it is offline: what "Publish again" brings back. */
function lastOfflineSite(history: readonly DeployedTemplate[] | undefined): OfflineSite | null {
  const latest = history?.toSorted(
    (a, b) => Date.parse(b.deployedAt) - Date.parse(a.deployedAt),
  )[0];
  if (!latest || latest.isActive || !latest.subdomain || !latest.templateIdentifier) return null;
  return { subdomain: latest.subdomain, templateIdentifier: latest.templateIdentifier };
}

/** The live site's résumé PDF, with the chosen design and paper named (the server also remembers them). */
function pdfHrefOf(deployment: UserDeployment, resume: ResumeSettings | undefined): string {
  const url = new URL(clientConfig.portfolioPdfFile, deployment.deployUrl);
  if (resume) {
    url.searchParams.set('design', resume.design);
    url.searchParams.set('paper', resume.paper);
  }
  return url.href;
}

export function OverviewPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const client = useApiClient();
  const { draft } = usePortfolioStore(portfolioStore);
  const deployment = useMyDeployment();
  const history = useMyDeployments();
  const unpublish = useUnpublish();
  const setResumeSettings = useSetResumeSettings();
  const deploy = useDeployTemplate();
  const domains = useCustomDomains();
  const domainsNeedingAttention = domains.data?.domains
    .filter((domain) => domain.status === 'needs_attention')
    .map((domain) => domain.domain);
  return (
    <OverviewScreen
      firstName={user?.firstName ?? ''}
      draft={draft}
      deployment={deployment.data}
      pdfHref={deployment.data ? pdfHrefOf(deployment.data, deployment.data.resume) : undefined}
      resume={deployment.data?.resume}
      onResumeChange={setResumeSettings}
      onUnpublish={unpublish}
      offlineSite={deployment.data === null ? lastOfflineSite(history.data) : null}
      onRepublish={(site) => deploy(site)}
      domainsNeedingAttention={domainsNeedingAttention}
      templateCount={registeredTemplateIds().length}
      // Kept with the account (issue 34): a tour closed in one browser stays away in the others.
      tourSeen={user?.tourSeen}
      onTourSeen={user?.tourSeen ? undefined : () => void client.setPreferences({ tourSeen: true }).catch(() => undefined)}
      // Until the address is verified a deploy is refused: say so here, before the person gets there.
      verifyEmail={
        user && user.emailVerified === false
          ? { email: user.email, onResend: () => client.resendVerification() }
          : undefined
      }
    />
  );
}
