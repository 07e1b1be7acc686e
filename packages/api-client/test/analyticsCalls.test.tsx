import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider, useAnalyticsSummary } from '../src';
import type { ApiClient } from '../src';
import { failure } from './failure';
import { serverClient, signedIn } from './server';

function Providers({ client, children }: { client: ApiClient; children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
}

function Headline() {
  const { data, error } = useAnalyticsSummary('30d');
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>loading</p>;
  return (
    <p>
      {data.current.daily.length} days, {data.current.totals.views} views
    </p>
  );
}

describe('analytics API against the real server', () => {
  it('gives a new owner a summary with every day of the range at zero', async () => {
    const { client } = await signedIn('analytics');
    const summary = await client.getAnalyticsSummary('90d');
    expect(summary.range).toBe('90d');
    expect(summary.hasViews).toBe(false);
    expect(summary.current.daily).toHaveLength(90);
    expect(summary.previous.totals).toEqual({ views: 0, uniques: 0 });
  });

  it('rejects an unknown range with the server message, and asks for a token first', async () => {
    const { client } = await signedIn('analytics-bad');
    const bad = await failure(client.getAnalyticsSummary('1y' as never));
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('Range must be one of 7d, 30d or 90d');
    expect((await failure(serverClient().client.getAnalyticsSummary('7d'))).message).toBe(
      'Authentication token not found',
    );
  });

  it('loads the summary through useAnalyticsSummary', async () => {
    const { client } = await signedIn('analytics-hook');
    render(
      <Providers client={client}>
        <Headline />
      </Providers>,
    );
    expect(await screen.findByText('30 days, 0 views')).toBeInTheDocument();
  });
});
