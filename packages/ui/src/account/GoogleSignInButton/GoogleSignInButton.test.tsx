import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deferred } from '../../../test/setup-helpers';
import { GoogleCallbackScreen, parseGoogleCallback, postGoogleCredential } from './GoogleCallback';
import { GoogleSignInButton, googleUnavailableMessage } from './GoogleSignInButton';
import {
  googleCredentialMessageType,
  popupBlockedMessage,
  popupClosedMessage,
  popupReplacedMessage,
  requestGoogleCredential,
} from './googlePopup';

interface FakePopup {
  closed: boolean;
  close: () => void;
}

function stubOpen() {
  const popups: FakePopup[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const popup: FakePopup = {
      closed: false,
      close() {
        this.closed = true;
      },
    };
    popups.push(popup);
    return popup as unknown as Window;
  });
  const stateOf = (call = open.mock.calls.length - 1) => new URL(String(open.mock.calls[call]?.[0])).searchParams.get('state');
  return { open, popups, stateOf };
}

const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('Google popup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('opens a 500×600 popup on the implicit ID-token flow with our callback', async () => {
    const { open, stateOf } = stubOpen();
    const request = requestGoogleCredential({ clientId: 'client-123' });
    const [url, name, features] = open.mock.calls[0]!;
    const params = new URL(String(url)).searchParams;
    expect(String(url)).toMatch(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/);
    expect(params.get('response_type')).toBe('id_token');
    expect(params.get('client_id')).toBe('client-123');
    expect(params.get('redirect_uri')).toBe(`${window.location.origin}/auth/google/callback`);
    expect(params.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(name).toBe('showfolio-google-signin');
    expect(features).toContain('width=500');
    expect(features).toContain('height=600');
    post({ type: googleCredentialMessageType, credential: 'id.token.value', state: stateOf() });
    await expect(request.promise).resolves.toBe('id.token.value');
  });

  it('ignores messages from other origins or with another state', async () => {
    const { stateOf } = stubOpen();
    const request = requestGoogleCredential({ clientId: 'c' });
    const settled = vi.fn();
    request.promise.then(settled, settled);
    post({ type: googleCredentialMessageType, credential: 'evil', state: stateOf() }, 'https://evil.example');
    post({ type: googleCredentialMessageType, credential: 'stale', state: 'other' });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    request.cancel();
    await expect(request.promise).rejects.toThrow(popupClosedMessage);
  });

  it('cancels the previous attempt when a new popup opens', async () => {
    const { popups, stateOf } = stubOpen();
    const first = requestGoogleCredential({ clientId: 'c' });
    const second = requestGoogleCredential({ clientId: 'c' });
    await expect(first.promise).rejects.toThrow(popupReplacedMessage);
    expect(popups[0]!.closed).toBe(true);
    post({ type: googleCredentialMessageType, credential: 'second', state: stateOf(1) });
    await expect(second.promise).resolves.toBe('second');
  });

  it('rejects 8 s after the popup is closed without an answer', async () => {
    vi.useFakeTimers();
    const { popups } = stubOpen();
    const request = requestGoogleCredential({ clientId: 'c' });
    const rejected = vi.fn();
    request.promise.catch(rejected);
    popups[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(250 + 7999);
    expect(rejected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(rejected).toHaveBeenCalledWith(new Error(popupClosedMessage));
  });

  it('still accepts an answer that arrives during the grace period', async () => {
    vi.useFakeTimers();
    const { popups, stateOf } = stubOpen();
    const request = requestGoogleCredential({ clientId: 'c' });
    popups[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(3000);
    post({ type: googleCredentialMessageType, credential: 'late', state: stateOf() });
    await expect(request.promise).resolves.toBe('late');
  });

  it('explains a blocked popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(requestGoogleCredential({ clientId: 'c' }).promise).rejects.toThrow(popupBlockedMessage);
  });
});

describe('Google callback page', () => {
  it('reads the ID token and state from the fragment', () => {
    expect(parseGoogleCallback('#id_token=abc.def&state=s1&token_type=Bearer')).toEqual({
      type: 'showfolio:google-credential',
      credential: 'abc.def',
      state: 's1',
    });
    expect(parseGoogleCallback('#error=access_denied&state=s2')).toEqual({
      type: 'showfolio:google-error',
      error: 'access_denied',
      state: 's2',
    });
  });

  it('posts to its opener on the same origin and closes itself', () => {
    const opener = { closed: false, postMessage: vi.fn() };
    const close = vi.fn();
    const fakeWindow = {
      opener,
      close,
      location: { hash: '#id_token=tok&state=st', origin: 'https://showfolio.localhost' },
    } as unknown as Window;
    expect(postGoogleCredential(fakeWindow)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'showfolio:google-credential', credential: 'tok', state: 'st' },
      'https://showfolio.localhost',
    );
    expect(close).toHaveBeenCalled();
    expect(postGoogleCredential({ opener: null } as unknown as Window)).toBe(false);
  });
});

describe('Google sign-in button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('explains that Google sign-in is unavailable without a client id', async () => {
    const { container } = render(<GoogleSignInButton clientId="" onCredential={vi.fn()} />);
    expect(screen.getByRole('note')).toHaveTextContent(googleUnavailableMessage);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('restarts quietly on a second click, then is busy while the credential is exchanged', async () => {
    const { popups, stateOf } = stubOpen();
    const exchange = deferred();
    const onCredential = vi.fn(() => exchange.promise);
    const onError = vi.fn();
    render(<GoogleSignInButton clientId="c" onCredential={onCredential} onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(popups).toHaveLength(2);
    expect(popups[0]!.closed).toBe(true);
    post({ type: googleCredentialMessageType, credential: 'cred', state: stateOf(1) });
    expect(await screen.findByRole('button', { name: 'Signing in with Google...' })).toBeDisabled();
    expect(onCredential).toHaveBeenCalledWith('cred');
    exchange.resolve();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a popup closed without an answer', async () => {
    vi.useFakeTimers();
    const { popups } = stubOpen();
    const onError = vi.fn();
    render(<GoogleSignInButton clientId="c" onCredential={vi.fn()} onError={onError} />);
    act(() => screen.getByRole('button', { name: 'Sign in with Google' }).click());
    popups[0]!.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(250 + 8000));
    expect(onError).toHaveBeenCalledWith(new Error(popupClosedMessage));
    vi.useRealTimers();
  });
});

describe('Google callback screen', () => {
  it('explains the failure when opened without an opener window', async () => {
    const { container } = render(<GoogleCallbackScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again.');
    await expectNoAxeViolations(container);
  });
});
