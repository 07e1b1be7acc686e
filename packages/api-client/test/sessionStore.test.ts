// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createMemoryTokenStore, createSessionStore } from '../src';
import type { FetchLike, SessionState } from '../src';
import { apiOrigin, expiredCopyOf, googleCredential, linkTokenFor, newAccount, signedIn } from './server';

/** A session wired to the real server, with a token store of its own and an optional fetch wrapper. */
function session(token?: string, wrap?: (real: FetchLike) => FetchLike) {
  const tokens = createMemoryTokenStore(token);
  const realFetch: FetchLike = (input, init) => fetch(input, init);
  const client = createApiClient({ baseUrl: apiOrigin(), getToken: tokens.get, fetch: wrap ? wrap(realFetch) : realFetch });
  const store = createSessionStore({ client, tokenStore: tokens });
  const states: SessionState[] = [];
  store.subscribe(() => states.push(store.getState()));
  return { store, tokens, states };
}

const isValidation = (url: string) => url.endsWith('/auth/validate-token');

afterEach(() => {
  vi.useRealTimers();
});

describe('session start', () => {
  it('is loading until started, then ends with no user when no token is stored', async () => {
    const { store } = session();
    expect(store.getState()).toMatchObject({ status: 'loading', loading: true, user: null });
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', loading: false, user: null, error: null });
  });

  it('validates a stored token, fetches the profile and becomes authenticated', async () => {
    const { account, token } = await signedIn('start');
    const { store, tokens } = session(token);
    await store.start();
    expect(store.getState()).toMatchObject({
      status: 'authenticated',
      isAuthenticated: true,
      loading: false,
      error: null,
      user: { email: account.email, isAuthenticated: true },
    });
    expect(tokens.get()).toBe(token);
  });

  it('deletes an expired token and ends with no user', async () => {
    const { token } = await signedIn('expired');
    const { store, tokens } = session(await expiredCopyOf(token));
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: null });
    expect(tokens.get()).toBeUndefined();
  });

  it('deletes a revoked token and ends with no user', async () => {
    const { client, token } = await signedIn('revoked');
    await client.signout(token);
    const { store, tokens } = session(token);
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(tokens.get()).toBeUndefined();
  });

  it('deletes the token when the profile fetch says unauthorized (revoked between the two calls)', async () => {
    const { client, token } = await signedIn('race');
    const { store, tokens } = session(token, (real) => async (url, init) => {
      const response = await real(url, init);
      if (isValidation(url)) await client.signout(token);
      return response;
    });
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: null });
    expect(tokens.get()).toBeUndefined();
  });

  it('runs once however often start() is called', async () => {
    const { token } = await signedIn('once');
    const calls: string[] = [];
    const { store } = session(token, (real) => (url, init) => {
      calls.push(url);
      return real(url, init);
    });
    await Promise.all([store.start(), store.start()]);
    expect(calls.filter(isValidation)).toHaveLength(1);
  });
});

describe('session start on a flaky network', () => {
  it('retries validation 2 times, 1,000 ms apart, then clears the user and keeps the token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const attempts: number[] = [];
    const { store, tokens } = session('a.b.c', () => async () => {
      attempts.push(Date.now());
      throw new TypeError('fetch failed');
    });
    const started = store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5000);
    await started;
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBe(1000);
    expect(attempts[2]! - attempts[1]!).toBe(1000);
    expect(store.getState()).toMatchObject({ user: null, loading: false, error: 'Failed to initialize authentication' });
    expect(tokens.get()).toBe('a.b.c');
  });

  it('becomes authenticated when the network comes back on the last retry', async () => {
    const { token } = await signedIn('flaky');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let failures = 2;
    const { store } = session(token, (real) => async (url, init) => {
      if (isValidation(url) && failures-- > 0) throw new TypeError('fetch failed');
      return real(url, init);
    });
    const started = store.start();
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    await started;
    expect(store.getState()).toMatchObject({ status: 'authenticated', error: null });
  });
});

describe('session actions', () => {
  it('signs in: loading first with the error cleared, then the stored token and the user', async () => {
    const account = newAccount('action');
    const { store, tokens, states } = session();
    await store.start();
    await store.signup(account).then((r) => expect(r.message).toBe('User registered successfully'));
    await expect(store.signin(account.email, 'Wrong-password1')).rejects.toThrow('Invalid email or password');
    expect(store.getState()).toMatchObject({ loading: false, error: 'Invalid email or password', user: null });

    states.length = 0;
    const user = await store.signin(account.email, account.password, true);
    expect(states[0]).toMatchObject({ loading: true, error: null, status: 'loading' });
    expect(user).toMatchObject({ email: account.email, isAuthenticated: true });
    expect(store.getState()).toMatchObject({ status: 'authenticated', loading: false, error: null });
    expect(tokens.get()).toMatch(/^ey/);
  });

  it('verifies the e-mail address from a link: the signed-in user says so at once', async () => {
    const { token, account } = await signedIn('verify-session', { verified: false });
    const { store } = session(token);
    await store.start();
    expect(store.getState().user).toMatchObject({ emailVerified: false });
    await store.verifyEmail(await linkTokenFor(account.email, 'verify-email'));
    expect(store.getState().user).toMatchObject({ emailVerified: true });
  });

  it('reads the profile again, quietly, after the address was verified elsewhere', async () => {
    const { token, account, client } = await signedIn('refresh-session', { verified: false });
    const { store, states } = session(token);
    await store.start();
    expect(store.getState().user).toMatchObject({ emailVerified: false });
    // Another tab opens the link: this session's store is not told.
    await client.verifyEmail(await linkTokenFor(account.email, 'verify-email'));
    expect(store.getState().user).toMatchObject({ emailVerified: false });
    states.length = 0;
    await store.refreshProfile();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { emailVerified: true } });
    expect(states.every((state) => !state.loading)).toBe(true);
  });

  it('keeps the session as it was when the profile cannot be read again, and does nothing without a user', async () => {
    const { token } = await signedIn('refresh-offline');
    let offline = false;
    const { store } = session(token, (real) => (input, init) => (offline ? Promise.reject(new TypeError('fetch failed')) : real(input, init)));
    await store.start();
    const before = store.getState();
    offline = true;
    await store.refreshProfile();
    expect(store.getState()).toBe(before);
    const guest = session();
    await guest.store.start();
    await guest.store.refreshProfile();
    expect(guest.store.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('links and unlinks Google: the user becomes the saved profile', async () => {
    const { token } = await signedIn('google-session');
    const { store } = session(token);
    await store.start();
    const sub = `g-session-${Date.now().toString(36)}`;
    await store.linkGoogle(await googleCredential({ sub, email: `${sub}@gmail.com` }));
    expect(store.getState().user).toMatchObject({ googleLinked: true });
    await store.unlinkGoogle();
    expect(store.getState().user).toMatchObject({ googleLinked: false });
  });

  it('signs out: the server is told, the token removed and the user cleared', async () => {
    const { token } = await signedIn('out');
    const { store, tokens } = session(token);
    await store.start();
    await store.signout();
    expect(tokens.get()).toBeUndefined();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: null });
    const again = session(token);
    await again.store.start();
    expect(again.store.getState().user).toBeNull();
  });

  it('signs out locally with "Failed to Signout properly" when the server cannot be reached', async () => {
    const { token } = await signedIn('outfail');
    const { store, tokens } = session(token, (real) => (url, init) =>
      url.endsWith('/auth/signout') ? Promise.reject(new TypeError('fetch failed')) : real(url, init),
    );
    await store.start();
    await expect(store.signout()).rejects.toThrow('Failed to signout properly');
    expect(store.getState()).toMatchObject({ user: null, error: 'Failed to Signout properly', loading: false });
    expect(tokens.get()).toBeUndefined();
  });

  it('stores and rethrows the server message of a failed password reset', async () => {
    const { store } = session();
    await expect(store.resetPassword('bogus-token', 'Brand-new-pass1')).rejects.toThrow(
      'Invalid or expired reset link. Please request a new one.',
    );
    expect(store.getState().error).toBe('Invalid or expired reset link. Please request a new one.');
    await expect(store.forgotPassword('someone@example.com')).resolves.toHaveProperty('message');
    expect(store.getState().error).toBeNull();
  });

  it('keeps the user signed out when Google sign-in is refused', async () => {
    const { store, tokens } = session();
    await expect(store.googleSignin({ credential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' })).rejects.toThrow(/Google sign-in failed/);
    expect(store.getState()).toMatchObject({ user: null, error: 'Google sign-in failed: the Google credential could not be verified' });
    expect(tokens.get()).toBeUndefined();
  });
});
