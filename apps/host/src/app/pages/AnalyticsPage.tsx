import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAnalyticsSummary, useMyDeployment } from '@showfolio/api-client';
import { analyticsRangeSchema, defaultAnalyticsRange } from '@showfolio/portfolio-schema';
import { AnalyticsScreen } from '@showfolio/ui';
import { useDocumentTitle } from '../useDocumentTitle';

export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const navigate = useNavigate();
  // The range lives in the address (?range=30d), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = analyticsRangeSchema.safeParse(searchParams.get('range') ?? undefined);
  const range = requested.success ? requested.data : defaultAnalyticsRange;
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
