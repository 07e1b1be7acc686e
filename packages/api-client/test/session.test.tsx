import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Cache } from 'swr';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiClientProvider,
  AuthProvider,
  SessionContext,
  SessionProvider,
  createApiClient,
  createSessionStore,
  staticSession,
  swrKeys,
  tokenCookie,
  useAuth,
  useMyDeployment,
} from '../src';
import type { SessionUser } from '../src';
import { stubFetch } from './stubFetch';
import { apiOrigin, linkTokenFor, newAccount, signedIn } from './server';

/** What the probe's Sign in button submits, set by each test. */
const attempt = { email: '', password: '' };

function SessionProbe() {
  const { status, user, error, signin, signout } = useAuth();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.email ?? 'none'}</p>
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" onClick={() => void signin(attempt.email, attempt.password, false).catch(() => undefined)}>
        Sign in
      </button>
      <button type="button" onClick={() => void signout().catch(() => undefined)}>
        Sign out
      </button>
    </div>
  );
}

afterEach(() => {
  tokenCookie.remove();
});

describe('AuthProvider with the token cookie and the real server', () => {
  it('starts authenticated from a valid cookie, and signing out removes the cookie', async () => {
    const { account, token } = await signedIn('cookie');
    tokenCookie.set(token);
    const client = createApiClient({ baseUrl: apiOrigin() });
    render(
      <ApiClientProvider client={client}>
        <AuthProvider>
          <SessionProbe />
        </AuthProvider>
      </ApiClientProvider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText(`user: ${account.email}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(tokenCookie.get()).toBeUndefined();
  });

  it('reads the account again when its tab is shown after the address was verified elsewhere', async () => {
    const { account, token, client: elsewhere } = await signedIn('verified-elsewhere', { verified: false });
    tokenCookie.set(token);
    function VerifiedProbe() {
      const { user } = useAuth();
      return <p>verified: {user ? String(user.emailVerified) : 'none'}</p>;
    }
    render(
      <ApiClientProvider client={createApiClient({ baseUrl: apiOrigin() })}>
        <AuthProvider>
          <VerifiedProbe />
        </AuthProvider>
      </ApiClientProvider>,
    );
    expect(await screen.findByText('verified: false')).toBeInTheDocument();
    await elsewhere.verifyEmail(await linkTokenFor(account.email, 'verify-email'));
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('verified: true')).toBeInTheDocument();
  });

  it('signs in, stores the token cookie and shows a failed attempt\'s message', async () => {
    const account = newAccount('ui');
    const client = createApiClient({ baseUrl: apiOrigin() });
    await client.signup(account);
    render(
      <AuthProvider client={client}>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();

    attempt.email = account.email;
    attempt.password = 'Wrong-password1';
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    attempt.password = account.password;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(`user: ${account.email}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tokenCookie.get()).toMatch(/^ey/);
  });

  it('ends with no user and removes an invalid cookie', async () => {
    tokenCookie.set('not-a-real-token');
    render(
      <AuthProvider client={createApiClient({ baseUrl: apiOrigin() })}>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    await waitFor(() => expect(tokenCookie.get()).toBeUndefined());
  });
});

describe('SessionProvider, a settled guest session without SWR', () => {
  it('signs in and stores the token cookie as AuthProvider does, without validating on mount', async () => {
    const account = newAccount('guest');
    const client = createApiClient({ baseUrl: apiOrigin() });
    await client.signup(account);
    const store = createSessionStore({ client, initialState: { user: null, loading: false } });
    render(
      <SessionProvider store={store}>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();

    attempt.email = account.email;
    attempt.password = account.password;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(`user: ${account.email}`)).toBeInTheDocument();
    expect(tokenCookie.get()).toMatch(/^ey/);
  });
});

function ActiveTemplate() {
  const { isAuthenticated } = useAuth();
  const { data } = useMyDeployment({ enabled: isAuthenticated });
  return <p>active: {data?.templateIdentifier ?? 'none'}</p>;
}

describe('AuthProvider and the SWR cache', () => {
  it("drops the signed-out account's cached data so the next account never sees it", async () => {
    const { client, account, token } = await signedIn('cache');
    await client.createPortfolio({
      userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: account.username, email: account.email },
    });
    await client.deployTemplate({ templateIdentifier: 'genz-portfolio-v1', subdomain: `cache${Date.now().toString(36)}` });
    tokenCookie.set(token);
    const cache: Cache = new Map();
    render(
      <ApiClientProvider client={createApiClient({ baseUrl: apiOrigin() })}>
        <SWRConfig value={{ provider: () => cache }}>
          <AuthProvider>
            <ActiveTemplate />
            <SessionProbe />
          </AuthProvider>
        </SWRConfig>
      </ApiClientProvider>,
    );
    expect(await screen.findByText('active: genz-portfolio-v1')).toBeInTheDocument();
    expect(cache.get(swrKeys.myDeployment)?.data).toMatchObject({ templateIdentifier: 'genz-portfolio-v1' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('active: none')).toBeInTheDocument();
    await waitFor(() => expect(cache.get(swrKeys.myDeployment)?.data).toBeUndefined());
  });
});

describe('session for stories and tests', () => {
  const user: SessionUser = {
    id: 'u1',
    _id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    mobileCode: '+44',
    mobileNumber: '7700900123',
    createdAt: '2026-01-01T00:00:00.000Z',
    isAuthenticated: true,
  };

  it('uses a given initial state as is, without calling the server', () => {
    const { fetch, calls } = stubFetch(() => new Response('{}'));
    render(
      <AuthProvider client={createApiClient({ fetch, getToken: () => 'token' })} initialState={{ user }}>
        <SessionProbe />
      </AuthProvider>,
    );
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: ada@example.com')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('accepts a static value through SessionContext', () => {
    render(
      <SessionContext.Provider value={staticSession({ user, error: 'Failed to initialize authentication' })}>
        <SessionProbe />
      </SessionContext.Provider>,
    );
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initialize authentication');
  });

  it('throws "useAuth must be used within an AuthProvider" outside the provider', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SessionProbe />)).toThrow('useAuth must be used within an AuthProvider');
    log.mockRestore();
  });
});
