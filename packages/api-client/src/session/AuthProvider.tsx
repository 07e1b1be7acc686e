import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient';
import type { TokenStore } from '../client/tokenCookie';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../hooks/ApiClientContext';
import { clearUserData } from '../hooks/swrHooks';
import { onAccountChange } from './accountChanges';
import { SessionContext, useSessionValue } from './SessionContext';
import { createSessionStore } from './sessionStore';
import type { SessionState, SessionStore } from './sessionStore';

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

  const value = useSessionValue(store);
  const { mutate } = useSWRConfig();
  const userId = value.user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) void clearUserData(mutate);
    previousUserId.current = userId;
  }, [userId, mutate]);

  // The verification link opens in another tab (from the mail), or on another device. When that
  // tab says it verified, or the person comes back to this one, the account is read again, so the
  // deploy dialog and settings show the address verified.
  const awaitingVerification = value.user?.emailVerified === false;
  useEffect(() => {
    if (!awaitingVerification) return;
    // A hidden tab waits until it is shown again.
    const refresh = () => {
      if (document.visibilityState === 'visible') void store.refreshProfile();
    };
    const stopListening = onAccountChange(refresh);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [awaitingVerification, store]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
