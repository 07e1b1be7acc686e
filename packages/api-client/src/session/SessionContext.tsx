import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { messages } from '@showfolio/portfolio-schema';
import { useStoreState } from '../store/useStoreState';
import type { SessionActions, SessionState, SessionStore, SessionUser } from './sessionStore';

// Kept apart from AuthProvider, which clears SWR's cache on sign-out: a page that only signs in or
// up (the prerendered account pages) reads the session through here without loading SWR.

/** What `useAuth()` returns: the session state plus the auth actions. */
export type SessionValue = SessionState & SessionActions;

/** Stories and tests may provide a static value here instead of mounting `AuthProvider`. */
export const SessionContext = createContext<SessionValue | null>(null);

/** A session store as `useAuth()` sees it: its current state and its actions. */
export function useSessionValue(store: SessionStore): SessionValue {
  const state = useStoreState(store);
  return useMemo<SessionValue>(
    () => ({
      ...state,
      signin: store.signin,
      googleSignin: store.googleSignin,
      signinWithLink: store.signinWithLink,
      completeTwoStep: store.completeTwoStep,
      signinWithPasskey: store.signinWithPasskey,
      signup: store.signup,
      signout: store.signout,
      forgotPassword: store.forgotPassword,
      resetPassword: store.resetPassword,
      updateProfile: store.updateProfile,
      changePassword: store.changePassword,
      verifyEmail: store.verifyEmail,
      linkGoogle: store.linkGoogle,
      unlinkGoogle: store.unlinkGoogle,
      refreshProfile: store.refreshProfile,
      clearError: store.clearError,
    }),
    [state, store],
  );
}

export interface SessionProviderProps {
  store: SessionStore;
  children?: ReactNode;
}

/**
 * Provides a session store to `useAuth()` as it is: without starting it (validating the stored
 * token) and without SWR. For a guest's page that only signs in, signs up or asks for a reset
 * link; the app itself mounts `AuthProvider`.
 */
export function SessionProvider({ store, children }: SessionProviderProps) {
  return <SessionContext.Provider value={useSessionValue(store)}>{children}</SessionContext.Provider>;
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
    signinWithLink: resolvedUser,
    completeTwoStep: resolvedUser,
    signinWithPasskey: resolvedUser,
    signup: async () => ({ message: messages.signupSucceeded }),
    signout: async () => undefined,
    forgotPassword: async () => ({ message: '' }),
    resetPassword: async () => ({ message: '' }),
    updateProfile: async (payload) => ({ message: '', profile: { ...(await resolvedUser()), ...payload } }),
    changePassword: async () => ({ message: '' }),
    verifyEmail: async () => ({ message: '' }),
    linkGoogle: async () => ({ message: '', profile: { ...(await resolvedUser()), googleLinked: true } }),
    unlinkGoogle: async () => ({ message: '', profile: { ...(await resolvedUser()), googleLinked: false } }),
    refreshProfile: async () => undefined,
    clearError: () => undefined,
    ...overrides,
  };
}
