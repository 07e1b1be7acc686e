import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider, createMemoryTokenStore, createSessionStore, useAccountSessions } from '../src';
import type { ApiClient } from '../src';
import { failure } from './failure';
import { serverClient, signedIn } from './server';

/** The same account signed in once more, as from a second browser. */
async function secondDevice(account: { email: string; password: string }) {
  const { client, tokens } = serverClient();
  tokens.set((await client.signin({ email: account.email, password: account.password })).access_token);
  return client;
}

describe('Settings calls against the real server', () => {
  it('saves the names and username and answers with the saved profile', async () => {
    const { client, account } = await signedIn('settings-profile');
    const saved = await client.updateProfile({ firstName: 'Augusta', lastName: 'King', username: `${account.username}-k` });
    expect(saved.message).toBe('Your profile has been saved');
    expect(saved.profile).toMatchObject({ firstName: 'Augusta', lastName: 'King', username: `${account.username}-k` });
    expect(await client.getProfile()).toMatchObject({ firstName: 'Augusta', username: `${account.username}-k` });
  });

  it("rejects another account's username with the server's 409 message", async () => {
    const other = await signedIn('settings-taken');
    const { client } = await signedIn('settings-wants');
    const error = await failure(client.updateProfile({ firstName: 'A', lastName: 'B', username: other.account.username }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This username is already taken');
  });

  it('changes the password, refuses a wrong current one, and the other device is signed out', async () => {
    const { client, account } = await signedIn('settings-password');
    const laptop = await secondDevice(account);
    const wrong = await failure(client.changePassword({ currentPassword: 'Wrong-pass1', newPassword: 'Babbage-2nd' }));
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBe('Current password is incorrect');
    await expect(laptop.validateToken()).resolves.toBe(true);
    await expect(client.changePassword({ currentPassword: account.password, newPassword: 'Babbage-2nd' })).resolves.toEqual({
      message: 'Your password has been changed. Every other device has been signed out.',
    });
    await expect(laptop.validateToken()).resolves.toBe(false);
    await expect(client.validateToken()).resolves.toBe(true);
  });

  it('lists the devices, signs one out by id and the rest at once', async () => {
    const { client, account } = await signedIn('settings-devices');
    const second = await secondDevice(account);
    const third = await secondDevice(account);
    const sessions = await client.listSessions();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const target = sessions.find((session) => !session.current)!;
    await expect(client.signOutSession(target.id)).resolves.toEqual({ message: 'That device has been signed out' });
    const again = await failure(client.signOutSession(target.id));
    expect(again.status).toBe(404);
    expect(again.message).toBe('Session not found');
    await expect(client.signOutOtherSessions()).resolves.toEqual({ message: 'Signed out 1 other device', count: 1 });
    await expect(second.validateToken()).resolves.toBe(false);
    await expect(third.validateToken()).resolves.toBe(false);
    expect(await client.listSessions()).toHaveLength(1);
  });

  it('asks for a token before any Settings call', async () => {
    const { client } = serverClient();
    for (const call of [
      client.listSessions(),
      client.signOutOtherSessions(),
      client.changePassword({ newPassword: 'Babbage-2nd' }),
      client.updateProfile({ firstName: 'A', lastName: 'B', username: 'abc' }),
    ]) {
      expect((await failure(call)).message).toBe('Authentication token not found');
    }
  });
});

describe('Settings in the session layer', () => {
  it("makes the saved profile the session's user, and keeps this device signed in after a password change", async () => {
    const { account, token } = await signedIn('settings-store');
    const tokens = createMemoryTokenStore(token);
    const { client } = serverClient(token);
    const store = createSessionStore({ client, tokenStore: tokens });
    await store.start();
    expect(store.getState().user?.hasPassword).toBe(true);
    await store.updateProfile({ firstName: 'Augusta', lastName: 'King', username: account.username });
    expect(store.getState().user).toMatchObject({ firstName: 'Augusta', lastName: 'King', isAuthenticated: true });
    await store.changePassword({ currentPassword: account.password, newPassword: 'Babbage-2nd' });
    expect(store.getState()).toMatchObject({ status: 'authenticated', error: null });
    await expect(client.validateToken()).resolves.toBe(true);
  });

  it('leaves the session error alone when a save fails', async () => {
    const { token } = await signedIn('settings-store-fail');
    const { client } = serverClient(token);
    const store = createSessionStore({ client, tokenStore: createMemoryTokenStore(token) });
    await store.start();
    await expect(store.updateProfile({ firstName: 'A', lastName: 'B', username: 'ab' })).rejects.toThrow(
      'Username must be at least 3 characters',
    );
    expect(store.getState()).toMatchObject({ status: 'authenticated', error: null });
  });
});

function Providers({ client, children }: { client: ApiClient; children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
}

function Devices() {
  const { data, error } = useAccountSessions();
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>loading</p>;
  return <p>{data.map((session) => `${session.current ? 'this device' : 'other'}`).join(', ')}</p>;
}

describe('useAccountSessions', () => {
  it("loads the account's devices", async () => {
    const { client, account } = await signedIn('settings-hook');
    await secondDevice(account);
    render(
      <Providers client={client}>
        <Devices />
      </Providers>,
    );
    expect(await screen.findByText(/this device/)).toHaveTextContent(/^(this device, other|other, this device)$/);
  });
});
