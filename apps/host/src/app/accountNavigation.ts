import { createContext, useContext } from 'react';

/** Router state carried to /signin: where the guest was going. */
export interface FromState {
  from?: string;
}

/**
 * How the guest's account pages (sign in, sign up, forgot password) move on, and the history
 * state they were reached with. The full app provides it from react-router (navigation.tsx); the
 * light entry of their prerendered pages from the browser's history, with full page loads
 * (documentNavigation.ts). Kept free of react-router so those pages load without it.
 */
export interface AccountNavigation {
  /** The state the page was reached with, as react-router's `location.state`. */
  state: unknown;
  go(to: string, options?: { replace?: boolean; state?: unknown }): void;
}

export const AccountNavigationContext = createContext<AccountNavigation | null>(null);

export function useAccountNavigation(): AccountNavigation {
  const navigation = useContext(AccountNavigationContext);
  if (!navigation) throw new Error('useAccountNavigation must be used within an AccountNavigationContext');
  return navigation;
}

export const originOf = (state: unknown): string | undefined => {
  const from = (state as FromState | null)?.from;
  // Only same-app paths: a crafted state must not send the user elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
};

/** The e-mail of the account sign-up just created, handed to sign-in in history state. */
export const signedUpEmailOf = (state: unknown): string | undefined => {
  const email = (state as { signedUpEmail?: unknown } | null)?.signedUpEmail;
  return typeof email === 'string' && email ? email : undefined;
};
