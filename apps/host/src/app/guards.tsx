import { createContext, useContext, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { useAuth } from '@showfolio/api-client';
import { paths } from '../routes';
import { FullScreenLoading } from './FullScreenLoading';

/** Router state carried to /signin: where the guest was going. */
export interface FromState {
  from?: string;
}

export const originOf = (location: Location): string | undefined => {
  const from = (location.state as FromState | null)?.from;
  // Only same-app paths: a crafted state must not send the user elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
};

/** The e-mail of the account sign-up just created, handed to sign-in in history state. */
export const signedUpEmailOf = (location: Location): string | undefined => {
  const email = (location.state as { signedUpEmail?: unknown } | null)?.signedUpEmail;
  return typeof email === 'string' && email ? email : undefined;
};

// True once the session start (token validation, profile) has finished. Later 'loading' phases
// (a sign-in in flight) must not swap the form for the full-screen spinner.
const SessionSettled = createContext(false);

export function SessionSettledProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [settled, setSettled] = useState(status !== 'loading');
  // Adjusting state while rendering (React's pattern for state derived from a changing value).
  if (!settled && status !== 'loading') setSettled(true);
  return <SessionSettled.Provider value={settled || status !== 'loading'}>{children}</SessionSettled.Provider>;
}

/** Protected routes: 'Loading...' while the session starts, guests go to /signin remembering the origin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const settled = useContext(SessionSettled);
  const location = useLocation();
  if (!settled || (status === 'loading' && !user)) return <FullScreenLoading />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.signin} replace state={{ from } satisfies FromState} />;
  }
  return children;
}

/** Guest-only routes: a signed-in user goes to the remembered origin, else /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const settled = useContext(SessionSettled);
  const location = useLocation();
  if (!settled) return <FullScreenLoading />;
  if (user) return <Navigate to={originOf(location) ?? paths.dashboard} replace />;
  return children;
}
