import { notFoundDocumentTitle, type PortfolioLookupResponse } from '@showfolio/portfolio-schema';
import { Spinner } from '../../primitives';
import { StatusCode, StatusList, StatusPage, StatusText } from '../StatusPage';
import { TemplateRenderer } from '../TemplateRenderer';
import { useDocumentHead, type DocumentHead } from './useDocumentHead';

/** Lookup failure without a server message (spec §8). */
export const portfolioNotFoundMessage = 'Portfolio not found';
export const invalidSubdomainMessage = 'Invalid subdomain';
export const portfolioNotFoundHints = [
  'The portfolio has been moved or deleted',
  'The owner has made it private',
  'The address uses a different subdomain',
] as const;

/** GET /templates/portfolio/{subdomain} as the host's data hook reports it. */
export type PortfolioViewerState =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; data: PortfolioLookupResponse };

export interface PortfolioViewerScreenProps {
  /** From /portfolio/{subdomain} or, in host mode, the first label of the host. */
  subdomain?: string;
  /** The host the visitor asked for (window.location.host), shown when nothing is found. */
  host: string;
  state: PortfolioViewerState;
  /** Address for the canonical link and og:url; the current page without query and hash by default. */
  canonicalUrl?: string;
}

/** A public portfolio: its template filled with the owner's data, plus title and SEO tags. */
export function PortfolioViewerScreen({
  subdomain,
  host,
  state,
  canonicalUrl,
}: PortfolioViewerScreenProps) {
  const portfolioData = state.status === 'ready' ? state.data.portfolioData : undefined;
  const notFound = !subdomain || state.status === 'error';
  const head: DocumentHead | null = notFound
    ? { kind: 'notFound', title: notFoundDocumentTitle }
    : portfolioData
      ? { kind: 'portfolio', data: portfolioData, url: canonicalUrl }
      : null;
  useDocumentHead(head);

  if (!subdomain) return <PortfolioNotFound message={invalidSubdomainMessage} host={host} />;
  if (state.status === 'error') {
    return <PortfolioNotFound message={state.message || portfolioNotFoundMessage} host={host} />;
  }
  if (state.status === 'loading') {
    return (
      <StatusPage>
        <Spinner label="Loading portfolio..." showLabel size="lg" />
        <StatusText>
          <StatusCode>{subdomain}</StatusCode>
        </StatusText>
      </StatusPage>
    );
  }
  if (!portfolioData) {
    return (
      <StatusPage title="Portfolio Data Not Available">
        <StatusText>The portfolio exists but has no data to show yet.</StatusText>
        <StatusText>
          Template: <StatusCode>{state.data.templateIdentifier}</StatusCode>
        </StatusText>
        <StatusText>
          Subdomain: <StatusCode>{subdomain}</StatusCode>
        </StatusText>
      </StatusPage>
    );
  }
  return <TemplateRenderer templateId={state.data.templateIdentifier} data={portfolioData} />;
}

function PortfolioNotFound({ message, host }: { message: string; host: string }) {
  return (
    <StatusPage title="404 - Portfolio Not Found">
      <StatusText>{message}</StatusText>
      <StatusText>
        Looked up: <StatusCode>{host}</StatusCode>
      </StatusText>
      <StatusList label="This can happen when:" items={portfolioNotFoundHints} />
    </StatusPage>
  );
}
