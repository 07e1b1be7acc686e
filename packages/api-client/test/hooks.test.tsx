import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { registeredTemplateIds } from '@showfolio/templates';
import { describe, expect, it } from 'vitest';
import {
  ApiClientProvider,
  createPortfolioStore,
  useDeployTemplate,
  useMyDeployment,
  useMyDeployments,
  useMyPortfolio,
  usePortfolioStore,
  usePublicPortfolio,
  useTemplates,
} from '../src';
import type { ApiClient, PortfolioStore } from '../src';
import { serverClient, signedIn } from './server';

function Providers({ client, children }: { client: ApiClient; children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
}

function Gallery({ subdomain }: { subdomain: string }) {
  const templates = useTemplates();
  const active = useMyDeployment();
  const history = useMyDeployments();
  const own = useMyPortfolio();
  const deploy = useDeployTemplate();
  return (
    <div>
      <p>templates: {templates.data?.length ?? '…'}</p>
      <p>has portfolio: {own.data === undefined ? '…' : String(own.data !== null)}</p>
      <p>Currently Active: {active.data === undefined ? '…' : (active.data?.templateIdentifier ?? 'none')}</p>
      <p>deployments: {history.data?.length ?? '…'}</p>
      <button type="button" onClick={() => void deploy({ templateIdentifier: 'light-portfolio-v1', subdomain })}>
        Deploy
      </button>
    </div>
  );
}

function PublicPage({ subdomain }: { subdomain: string | null }) {
  const { data, error, isLoading } = usePublicPortfolio(subdomain);
  if (!subdomain) return <p>Invalid subdomain</p>;
  if (error) return <p role="alert">{error.message}</p>;
  if (isLoading || !data) return <p>loading</p>;
  return <h1>{`${data.portfolioData?.firstName} ${data.portfolioData?.lastName}`}</h1>;
}

function DraftBio({ store }: { store: PortfolioStore }) {
  const { draft, mode } = usePortfolioStore(store);
  return (
    <p>
      {mode}: {draft.bio || 'empty'}
    </p>
  );
}

describe('SWR hooks against the real server', () => {
  it('updates Currently Active and the deployments list right after a deploy', async () => {
    const { client, account } = await signedIn('gallery');
    await client.createPortfolio({
      userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: account.username, email: account.email },
    });
    const subdomain = `gallery${Date.now().toString(36)}`;
    render(
      <Providers client={client}>
        <Gallery subdomain={subdomain} />
      </Providers>,
    );
    expect(await screen.findByText(`templates: ${registeredTemplateIds().length}`)).toBeInTheDocument();
    expect(await screen.findByText('Currently Active: none')).toBeInTheDocument();
    expect(await screen.findByText('has portfolio: true')).toBeInTheDocument();
    expect(await screen.findByText('deployments: 0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Currently Active: light-portfolio-v1')).toBeInTheDocument();
    expect(await screen.findByText('deployments: 1')).toBeInTheDocument();

    render(
      <Providers client={serverClient().client}>
        <PublicPage subdomain={subdomain} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows "Portfolio not found" for an unknown subdomain and fetches nothing without one', async () => {
    const { client } = serverClient();
    render(
      <Providers client={client}>
        <PublicPage subdomain="nobody-deployed-here" />
        <PublicPage subdomain={null} />
      </Providers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Portfolio not found');
    expect(screen.getByText('Invalid subdomain')).toBeInTheDocument();
  });

  it('re-renders the wizard when the portfolio store changes', async () => {
    const { client } = await signedIn('binding');
    const store = createPortfolioStore({ client, storage: null });
    render(<DraftBio store={store} />);
    expect(screen.getByText('create: empty')).toBeInTheDocument();
    await client.createSkills({ tech: ['Go'], soft: [] });
    await act(() => store.load());
    act(() => store.updateDraft({ bio: 'Typed in the wizard.' }));
    expect(screen.getByText('edit: Typed in the wizard.')).toBeInTheDocument();
  });
});
