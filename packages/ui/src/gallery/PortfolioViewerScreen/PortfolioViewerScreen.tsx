import {
  messages,
  notFoundDocumentTitle,
  portfolioNotFoundHints,
  statusReasonsLabel,
  type PortfolioLookupResponse,
} from '@showfolio/portfolio-schema';
import { Spinner } from '../../primitives';
import { StatusCode, StatusList, StatusPage, StatusText } from '../StatusPage';
import { TemplateRenderer } from '../TemplateRenderer';
import { useDocumentHead, type DocumentHead } from './useDocumentHead';

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

  if (!subdomain) return <PortfolioNotFound message={messages.invalidSubdomain} host={host} />;
  if (state.status === 'error') {
    return <PortfolioNotFound message={state.message || messages.portfolioNotFound} host={host} />;
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
      <StatusPage title={messages.portfolioNoDataTitle}>
        <StatusText>{messages.portfolioNoData}</StatusText>
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
    <StatusPage title={messages.portfolioNotFoundTitle}>
      <StatusText>{message}</StatusText>
      <StatusText>
        Looked up: <StatusCode>{host}</StatusCode>
      </StatusText>
      <StatusList label={statusReasonsLabel} items={portfolioNotFoundHints} />
    </StatusPage>
  );
}
