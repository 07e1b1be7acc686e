import { useParams, useSearchParams } from 'react-router-dom';
import { useApiClient, usePublicPortfolio } from '@showfolio/api-client';
import { PortfolioViewerScreen, PreviewScreen, type PortfolioViewerState } from '@showfolio/ui';
import { useDocumentTitle } from '../useDocumentTitle';

/** /preview/{id}?token=…: a full page load is server-rendered; this covers in-app navigation. */
export function PreviewPage() {
  useDocumentTitle('Template Preview');
  const client = useApiClient();
  const { templateId } = useParams();
  const [search] = useSearchParams();
  return (
    <PreviewScreen
      templateId={templateId}
      token={search.get('token') ?? undefined}
      onVerify={(id, token) => client.verifyPreview(id, token)}
    />
  );
}

/** /portfolio/{subdomain}, or `/` on a portfolio's own host (host-based mode). */
export function PortfolioViewerPage({ subdomain: hostSubdomain }: { subdomain?: string }) {
  const params = useParams();
  const subdomain = hostSubdomain ?? params.subdomain;
  const lookup = usePublicPortfolio(subdomain);
  const state: PortfolioViewerState = lookup.error
    ? { status: 'error', message: lookup.error.message }
    : lookup.data
      ? { status: 'ready', data: lookup.data }
      : { status: 'loading' };
  // The viewer sets the portfolio's own title and meta tags.
  return <PortfolioViewerScreen subdomain={subdomain} host={window.location.host} state={state} />;
}
