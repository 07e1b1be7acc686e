import { accountMessages, messages } from '@showfolio/portfolio-schema';
import type {
  AccountProfilePayload,
  AccountProfileResponse,
  ChangePasswordPayload,
  GoogleSigninPayload,
  MessageResponse,
  SignupPayload,
  UserProfile,
} from '@showfolio/portfolio-schema';
import type { ApiClient } from '../client/createApiClient';
import { announceAccountChange } from './accountChanges';
import { errorMessage, isNetworkError, isTokenRejection } from '../client/errors';
import { tokenCookie } from '../client/tokenCookie';
import type { TokenStore } from '../client/tokenCookie';

export const sessionStatuses = ['unauthenticated', 'loading', 'authenticated'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** The profile as the profile call returns it, flagged the way the accounts spec stores it. */
export type SessionUser = UserProfile & { isAuthenticated: true };

export interface SessionState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  status: SessionStatus;
  loading: boolean;
  error: string | null;
}

export interface SessionActions {
  /** `remember: false` keeps the token cookie for the browser session only. */
  signin(email: string, password: string, remember?: boolean): Promise<SessionUser>;
  googleSignin(credential: GoogleSigninPayload): Promise<SessionUser>;
  /** Signs in with a mailed sign-in link's token; this browser becomes one the account knows. */
  signinWithLink(token: string): Promise<SessionUser>;
  /**
   * Finishes a sign-in that asked for a code (`isTwoStepRequired`): a code from the authenticator
   * app or a recovery code. Keeps the sign-in's "Remember me" choice.
   */
  completeTwoStep(code: string): Promise<SessionUser>;
  /** Signs in with a passkey: the browser's answer to `client.passkeySigninOptions()`. */
  signinWithPasskey(response: unknown): Promise<SessionUser>;
  signup(payload: SignupPayload): Promise<MessageResponse>;
  signout(): Promise<void>;
  forgotPassword(email: string): Promise<MessageResponse>;
  resetPassword(token: string, newPassword: string): Promise<MessageResponse>;
  /**
   * Saves the signed-in account's names and username, and the session's user becomes the saved
   * profile. A failure rejects without touching the session's error (the Settings form shows it).
   */
  updateProfile(payload: AccountProfilePayload): Promise<AccountProfileResponse>;
  /** Changes (or first sets) the password; this device stays signed in, the others are signed out. */
  changePassword(payload: ChangePasswordPayload): Promise<MessageResponse>;
  /**
   * Opens a verification link (signed in or not); when it verified the signed-in account's
   * address, the session's user says so at once.
   */
  verifyEmail(token: string): Promise<MessageResponse & { email?: string }>;
  /** Links the Google account of this credential; the session's user becomes the saved profile. */
  linkGoogle(credential: string): Promise<AccountProfileResponse>;
  /** Unlinks Google; the session's user becomes the saved profile. */
  unlinkGoogle(): Promise<AccountProfileResponse>;
  /**
   * Reads the signed-in account's profile again, quietly (no loading state), so that what another
   * tab or device changed shows here: an address verified from the mail, a new name. Does nothing
   * without a user; a failure leaves the session as it was.
   */
  refreshProfile(): Promise<void>;
  clearError(): void;
}

export interface SessionStore extends SessionActions {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Validates the stored token and loads the profile; calling it again returns the same run. */
  start(): Promise<void>;
}

export interface SessionStoreOptions {
  client: ApiClient;
  /** Must be the store the client reads its Bearer token from; defaults to the token cookie. */
  tokenStore?: TokenStore;
  /** Accounts spec §9: 2 retries, 1000 ms apart, for network errors during validation. */
  retries?: number;
  retryDelayMs?: number;
  initialState?: Partial<Pick<SessionState, 'user' | 'loading' | 'error'>>;
}

export const sessionRetryPolicy = { retries: 2, delayMs: 1000 } as const;
export const sessionStartFailureMessage = 'Failed to initialize authentication';
export const sessionSignoutFailureMessage = 'Failed to Signout properly';

const derive = (user: SessionUser | null, loading: boolean, error: string | null): SessionState => ({
  user,
  isAuthenticated: user !== null,
  status: loading ? 'loading' : user ? 'authenticated' : 'unauthenticated',
  loading,
  error,
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The session state machine of accounts spec §4, free of React so it runs under fake timers. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { client } = options;
  const tokens = options.tokenStore ?? tokenCookie;
  const retries = options.retries ?? sessionRetryPolicy.retries;
  const retryDelayMs = options.retryDelayMs ?? sessionRetryPolicy.delayMs;
  const listeners = new Set<() => void>();
  let state = derive(
    options.initialState?.user ?? null,
    // Until start() has looked at the token, guards must wait rather than redirect.
    options.initialState?.loading ?? true,
    options.initialState?.error ?? null,
  );
  let started: Promise<void> | undefined;

  const set = (patch: Partial<Pick<SessionState, 'user' | 'loading' | 'error'>>) => {
    state = derive(
      patch.user !== undefined ? patch.user : state.user,
      patch.loading ?? state.loading,
      patch.error !== undefined ? patch.error : state.error,
    );
    listeners.forEach((listener) => listener());
  };
  const authenticate = (profile: UserProfile): SessionUser => {
    const user: SessionUser = { ...profile, isAuthenticated: true };
    set({ user });
    return user;
  };

  /** true/false for an answer; rethrows what is neither a rejection nor a network hiccup. */
  const validateWithRetry = async (token: string): Promise<boolean> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await client.validateToken(token);
      } catch (error) {
        if (isTokenRejection(error)) return false;
        if (!isNetworkError(error) || attempt >= retries) throw error;
        await sleep(retryDelayMs);
      }
    }
  };

  const runStart = async () => {
    const token = tokens.get();
    if (!token) {
      set({ user: null, loading: false });
      return;
    }
    set({ loading: true, error: null });
    try {
      if (!(await validateWithRetry(token))) {
        tokens.remove();
        set({ user: null });
        return;
      }
      try {
        authenticate(await client.getProfile());
      } catch (error) {
        if (!isTokenRejection(error)) throw error;
        tokens.remove();
        set({ user: null });
      }
    } catch {
      // The token is kept: a server or network outage says nothing about its validity.
      set({ user: null, error: sessionStartFailureMessage });
    } finally {
      set({ loading: false });
    }
  };

  const run = async <T>(action: () => Promise<T>, failureMessage: (error: unknown) => string): Promise<T> => {
    set({ loading: true, error: null });
    try {
      return await action();
    } catch (error) {
      set({ error: failureMessage(error) });
      throw error;
    } finally {
      set({ loading: false });
    }
  };

  /** The "Remember me" of a sign-in that waits for its code. */
  let pendingRemember = true;
  const signInWith = async (obtainToken: () => Promise<{ access_token: string }>, persistent: boolean) => {
    const { access_token } = await obtainToken();
    tokens.set(access_token, { persistent });
    try {
      return authenticate(await client.getProfile());
    } catch (error) {
      tokens.remove();
      throw error;
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= runStart();
      return started;
    },
    signin: (email, password, remember = true) =>
      run(
        () => {
          pendingRemember = remember;
          return signInWith(() => client.signin({ email, password }), remember);
        },
        (error) => errorMessage(error, 'Signin failed'),
      ),
    googleSignin: (credential) =>
      run(
        () => {
          pendingRemember = true;
          return signInWith(() => client.googleSignin(credential), true);
        },
        (error) => errorMessage(error, messages.googleSigninFailed),
      ),
    completeTwoStep: (code) =>
      run(
        () => signInWith(() => client.verifyTwoStepCode(code), pendingRemember),
        (error) => errorMessage(error, 'Signin failed'),
      ),
    signinWithPasskey: (response) =>
      run(
        () => signInWith(() => client.signinWithPasskey(response), true),
        (error) => errorMessage(error, 'Signin failed'),
      ),
    signinWithLink: (token) =>
      run(
        () => signInWith(() => client.signinWithLink(token), true),
        (error) => errorMessage(error, accountMessages.signInLinkInvalid),
      ),
    signup: (payload) => run(() => client.signup(payload), (error) => errorMessage(error, 'Signup failed')),
    signout: () =>
      run(
        async () => {
          try {
            await client.signout(tokens.get());
          } finally {
            // Signing out locally must work even when the server cannot be told.
            tokens.remove();
            set({ user: null });
          }
        },
        () => sessionSignoutFailureMessage,
      ),
    forgotPassword: (email) =>
      run(() => client.forgotPassword(email), (error) => errorMessage(error, 'Forgot Password failed')),
    resetPassword: (token, newPassword) =>
      run(() => client.resetPassword(token, newPassword), (error) => errorMessage(error, 'Reset Password failed')),
    async updateProfile(payload) {
      const response = await client.updateProfile(payload);
      authenticate(response.profile);
      return response;
    },
    async changePassword(payload) {
      const response = await client.changePassword(payload);
      if (state.user && state.user.hasPassword !== true) set({ user: { ...state.user, hasPassword: true } });
      return response;
    },
    async verifyEmail(token) {
      const response = await client.verifyEmail(token);
      const user = state.user;
      if (user && response.email?.toLowerCase() === user.email.toLowerCase()) set({ user: { ...user, emailVerified: true } });
      announceAccountChange();
      return response;
    },
    async linkGoogle(credential) {
      const response = await client.linkGoogle(credential);
      authenticate(response.profile);
      return response;
    },
    async unlinkGoogle() {
      const response = await client.unlinkGoogle();
      authenticate(response.profile);
      return response;
    },
    async refreshProfile() {
      const before = state.user;
      if (!before) return;
      let profile: UserProfile;
      try {
        profile = await client.getProfile();
      } catch {
        // Kept as it was: the next call that needs the account says what went wrong.
        return;
      }
      // Signed out, or another account signed in, while the profile was on its way.
      if (state.user?.id === before.id) authenticate(profile);
    },
    clearError: () => set({ error: null }),
  };
}
