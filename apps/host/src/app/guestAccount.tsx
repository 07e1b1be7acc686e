import { StrictMode, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createSessionStore, SessionProvider, type TokenStore } from '@showfolio/api-client';
import { AccountNavigationContext, signedUpEmailOf, type AccountNavigation } from './accountNavigation';
import { apiClient } from './api';
import { documentNavigation } from './documentNavigation';
import { ResendHeldForm } from './ResendHeldForm';

export interface GuestAccountProps {
  navigation: AccountNavigation;
  /** Where a sign-in keeps its token; the token cookie by default. */
  tokenStore?: TokenStore;
  children: ReactNode;
}

/**
 * What the account pages need outside the app: a guest's session, settled from the start (no
 * token, so nothing to validate), without SWR or the router. Its sign-in sets the token cookie as
 * the app's does; the page then moves on with a full load, and the app starts from the cookie.
 * The kit's links are plain anchors here (no NavigationProvider): they load the next page in full.
 */
export function GuestAccount({ navigation, tokenStore, children }: GuestAccountProps) {
  const [session] = useState(() =>
    createSessionStore({
      client: apiClient,
      ...(tokenStore ? { tokenStore } : {}),
      initialState: { user: null, loading: false },
    }),
  );
  return (
    <SessionProvider store={session}>
      <AccountNavigationContext.Provider value={navigation}>{children}</AccountNavigationContext.Provider>
    </SessionProvider>
  );
}

/** Starts a guest's account page on its prerendered HTML (site.tsx decides it is one). */
export function startGuestPage(root: HTMLElement, Page: ComponentType) {
  const navigation = documentNavigation();
  const page = (
    <StrictMode>
      <GuestAccount navigation={navigation}>
        <Page />
        <ResendHeldForm />
      </GuestAccount>
    </StrictMode>
  );
  // Sign-up hands its state to sign-in by pushing sign-in's entry and reloading it, so to the
  // browser the sign-up entry before it still shares this document: Back would change the URL
  // alone. Whatever page an entry of this document names is loaded in full.
  const { pathname } = window.location;
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== pathname) window.location.reload();
  });
  // Reached from sign-up, sign-in shows a notice and the new e-mail filled in, which the
  // prerendered form does not: it renders afresh instead of hydrating.
  if (signedUpEmailOf(navigation.state)) createRoot(root).render(page);
  else hydrateRoot(root, page);
}
