import { appPaths, messages } from '@showfolio/portfolio-schema';

/** The message the callback page posts to its opener. */
export const googleCredentialMessageType = 'showfolio:google-credential';
export const googleErrorMessageType = 'showfolio:google-error';
/** Spec: a closed popup makes the attempt reject after this grace period. */
export const popupCloseGraceMs = 8000;
export const popupSize = { width: 500, height: 600 } as const;
export const googleAuthorizeEndpoint = 'https://accounts.google.com/o/oauth2/v2/auth';

export const popupBlockedMessage = 'The Google sign-in window was blocked. Allow pop-ups for this site and try again.';
export const popupClosedMessage = 'Google sign-in was cancelled.';
export const popupReplacedMessage = 'Google sign-in was restarted.';

export interface GoogleCredentialMessage {
  type: typeof googleCredentialMessageType;
  credential: string;
  state: string;
}

export interface GoogleErrorMessage {
  type: typeof googleErrorMessageType;
  error: string;
  state: string;
}

export interface GoogleAuthorizeUrlOptions {
  clientId: string;
  redirectUri: string;
  nonce: string;
  state: string;
  /** Override for tests or a local identity-provider stub. */
  endpoint?: string;
}

/** The implicit-flow URL that returns an ID token in the callback's fragment. */
export function googleAuthorizeUrl({ clientId, redirectUri, nonce, state, endpoint = googleAuthorizeEndpoint }: GoogleAuthorizeUrlOptions): string {
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

/** A random URL-safe token for nonce and state. */
export function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface GoogleCredentialRequest {
  promise: Promise<string>;
  /** Rejects the attempt and closes its popup. */
  cancel: (reason?: string) => void;
}

export interface RequestGoogleCredentialOptions {
  clientId: string;
  redirectUri?: string;
  endpoint?: string;
  /** Injected in tests; defaults to the real window. */
  win?: Window;
}

let current: GoogleCredentialRequest | null = null;

/**
 * Opens the identity provider in a 500×600 popup and resolves with the ID token the callback page
 * posts back. A new request cancels the previous one; a popup closed without an answer rejects
 * after 8 s (the answer may still be in flight when the window closes).
 */
export function requestGoogleCredential({ clientId, redirectUri, endpoint, win = window }: RequestGoogleCredentialOptions): GoogleCredentialRequest {
  current?.cancel(popupReplacedMessage);
  const state = randomToken();
  const url = googleAuthorizeUrl({
    clientId,
    redirectUri: redirectUri ?? `${win.location.origin}${appPaths.googleCallback}`,
    nonce: randomToken(),
    state,
    endpoint,
  });
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - popupSize.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - popupSize.height) / 2));
  const popup = win.open(url, 'showfolio-google-signin', `popup=yes,width=${popupSize.width},height=${popupSize.height},left=${left},top=${top}`);

  let settle: { resolve: (credential: string) => void; reject: (error: Error) => void } | null = null;
  const promise = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const timers: { poll?: number; grace?: number } = {};

  const finish = () => {
    win.removeEventListener('message', onMessage);
    win.clearInterval(timers.poll);
    win.clearTimeout(timers.grace);
    if (current === request) current = null;
  };
  const fail = (message: string) => {
    if (!settle) return;
    const { reject } = settle;
    settle = null;
    finish();
    reject(new Error(message));
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || !settle) return;
    const data = event.data as { type?: unknown; credential?: unknown; error?: unknown; state?: unknown } | null;
    if (!data || data.state !== state) return;
    if (data.type === googleCredentialMessageType && typeof data.credential === 'string' && data.credential) {
      const { resolve } = settle;
      settle = null;
      finish();
      popup?.close();
      resolve(data.credential);
    } else if (data.type === googleErrorMessageType) {
      popup?.close();
      fail(typeof data.error === 'string' && data.error ? data.error : messages.googleSigninFailed);
    }
  };

  const request: GoogleCredentialRequest = {
    promise,
    cancel: (reason = popupClosedMessage) => {
      if (!popup?.closed) popup?.close();
      fail(reason);
    },
  };

  if (!popup) {
    fail(popupBlockedMessage);
    return request;
  }
  current = request;
  win.addEventListener('message', onMessage);
  timers.poll = win.setInterval(() => {
    if (!popup.closed || timers.grace !== undefined) return;
    win.clearInterval(timers.poll);
    timers.grace = win.setTimeout(() => fail(popupClosedMessage), popupCloseGraceMs);
  }, 250);
  return request;
}
