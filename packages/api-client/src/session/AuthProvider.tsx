import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { messages } from '@showfolio/portfolio-schema';
import type { ApiClient } from '../client/createApiClient';
import type { TokenStore } from '../client/tokenCookie';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../hooks/ApiClientContext';
import { clearUserData } from '../hooks/swrHooks';
import { useStoreState } from '../store/useStoreState';
import { createSessionStore } from './sessionStore';
import type { SessionActions, SessionState, SessionStore, SessionUser } from './sessionStore';

/** What `useAuth()` returns: the session state plus the auth actions. */
export type SessionValue = SessionState & SessionActions;

/** Stories and tests may provide a static value here instead of mounting `AuthProvider`. */
export const SessionContext = createContext<SessionValue | null>(null);

export interface AuthProviderProps {
  children?: ReactNode;
  /** Defaults to the client of `ApiClientProvider`, else one for the page's origin. */
  client?: ApiClient;
  /** Defaults to the `user_dashboard_token` cookie; must be what the client reads its token from. */
  tokenStore?: TokenStore;
  /** A given initial state is used as is: the stored token is not validated on mount. */
  initialState?: Partial<Pick<SessionState, 'user' | 'loading' | 'error'>>;
  /** An existing store (e.g. created by a test); `client`, `tokenStore` and `initialState` are then ignored. */
  store?: SessionStore;
}

export function AuthProvider({ children, client, tokenStore, initialState, store: given }: AuthProviderProps) {
  const contextClient = useApiClient();
  const [store] = useState(
    () =>
      given ??
      createSessionStore({
        client: client ?? contextClient,
        ...(tokenStore ? { tokenStore } : {}),
        ...(initialState ? { initialState: { loading: false, ...initialState } } : {}),
      }),
  );
  const skipStart = Boolean(initialState) && !given;
  useEffect(() => {
    if (!skipStart) void store.start();
  }, [store, skipStart]);

  const state = useStoreState(store);
  const { mutate } = useSWRConfig();
  const userId = state.user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) void clearUserData(mutate);
    previousUserId.current = userId;
  }, [userId, mutate]);
  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      signin: store.signin,
      googleSignin: store.googleSignin,
      signup: store.signup,
      signout: store.signout,
      forgotPassword: store.forgotPassword,
      resetPassword: store.resetPassword,
      updateProfile: store.updateProfile,
      changePassword: store.changePassword,
      verifyEmail: store.verifyEmail,
      linkGoogle: store.linkGoogle,
      unlinkGoogle: store.unlinkGoogle,
      clearError: store.clearError,
    }),
    [state, store],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAuth(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** A fixed session for stories: the given state, and actions that resolve without a server. */
export function staticSession(overrides: Partial<SessionValue> & { user?: SessionUser | null } = {}): SessionValue {
  const user = overrides.user ?? null;
  const loading = overrides.loading ?? false;
  const resolvedUser = async () => {
    if (!user) throw new Error('No user in this static session');
    return user;
  };
  return {
    user,
    isAuthenticated: user !== null,
    status: loading ? 'loading' : user ? 'authenticated' : 'unauthenticated',
    loading,
    error: null,
    signin: resolvedUser,
    googleSignin: resolvedUser,
    signup: async () => ({ message: messages.signupSucceeded }),
    signout: async () => undefined,
    forgotPassword: async () => ({ message: '' }),
    resetPassword: async () => ({ message: '' }),
    updateProfile: async (payload) => ({ message: '', profile: { ...(await resolvedUser()), ...payload } }),
    changePassword: async () => ({ message: '' }),
    verifyEmail: async () => ({ message: '' }),
    linkGoogle: async () => ({ message: '', profile: { ...(await resolvedUser()), googleLinked: true } }),
    unlinkGoogle: async () => ({ message: '', profile: { ...(await resolvedUser()), googleLinked: false } }),
    clearError: () => undefined,
    ...overrides,
  };
}
