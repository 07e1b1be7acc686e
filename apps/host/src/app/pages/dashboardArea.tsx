import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  useAnalyticsSummary,
  useApiClient,
  useAuth,
  useDeployTemplate,
  useMyDeployment,
  useMyDeployments,
  useMyPortfolio,
  usePortfolioStore,
  useTemplates,
  useUnpublish,
} from '@showfolio/api-client';
import {
  analyticsRangeSchema,
  defaultAnalyticsRange,
  type DeployedTemplate,
} from '@showfolio/portfolio-schema';
import {
  AnalyticsScreen,
  DashboardShell,
  FlexScreen,
  OverviewScreen,
  TemplateGalleryScreen,
  type OfflineSite,
} from '@showfolio/ui';
import { paths } from '../../routes';
import { portfolioStore } from '../portfolioStore';
import { clientConfig } from '../config';
import { useDocumentTitle } from '../useDocumentTitle';

const reloadPage = () => window.location.reload();

/** The most recent deployment, when it is offline: what "Publish again" brings back. */
function lastOfflineSite(history: readonly DeployedTemplate[] | undefined): OfflineSite | null {
  const latest = history?.toSorted(
    (a, b) => Date.parse(b.deployedAt) - Date.parse(a.deployedAt),
  )[0];
  if (!latest || latest.isActive || !latest.subdomain || !latest.templateIdentifier) return null;
  return { subdomain: latest.subdomain, templateIdentifier: latest.templateIdentifier };
}

/** The signed-in frame around /dashboard, /profile, /templates, /flex and /analytics. */
export function DashboardLayout() {
  const { user, signout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = user?.id;

  // Builder spec §4: the four sections load in parallel once a user is signed in.
  useEffect(() => {
    if (userId) void portfolioStore.load().catch(() => undefined);
  }, [userId]);

  const onSignOut = useCallback(() => {
    void signout()
      .catch(() => undefined)
      .finally(() => {
        portfolioStore.reset();
        void navigate(paths.signin, { replace: true });
      });
  }, [signout, navigate]);

  return (
    <DashboardShell
      firstName={user?.firstName ?? ''}
      currentPath={location.pathname}
      onSignOut={onSignOut}
    >
      <DashboardShell.Sidebar />
      <DashboardShell.TopBar />
      <DashboardShell.Content>
        <Outlet />
      </DashboardShell.Content>
    </DashboardShell>
  );
}

export function OverviewPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const { draft } = usePortfolioStore(portfolioStore);
  const deployment = useMyDeployment();
  const history = useMyDeployments();
  const unpublish = useUnpublish();
  const deploy = useDeployTemplate();
  return (
    <OverviewScreen
      firstName={user?.firstName ?? ''}
      draft={draft}
      deployment={deployment.data}
      pdfHref={
        deployment.data && clientConfig.portfolioPdfFile
          ? new URL(clientConfig.portfolioPdfFile, deployment.data.deployUrl).href
          : undefined
      }
      onUnpublish={unpublish}
      offlineSite={deployment.data === null ? lastOfflineSite(history.data) : null}
      onRepublish={(site) => deploy(site)}
    />
  );
}

export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const navigate = useNavigate();
  // The range lives in the address (?range=30d), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const range = analyticsRangeSchema
    .catch(defaultAnalyticsRange)
    .parse(searchParams.get('range') ?? undefined);
  const summary = useAnalyticsSummary(range);
  // The empty state offers the published address, so it waits for the deployment too.
  const deployment = useMyDeployment();
  return (
    <AnalyticsScreen
      range={range}
      onRangeChange={(next) => setSearchParams({ range: next }, { replace: true })}
      summary={deployment.data === undefined ? undefined : summary.data}
      error={summary.error ?? null}
      onRetry={() => void summary.mutate()}
      shareUrl={deployment.data?.deployUrl ?? null}
      onNavigate={(path) => void navigate(path)}
    />
  );
}

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
    />
  );
}

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
