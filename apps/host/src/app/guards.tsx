import { createContext, useContext, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@showfolio/api-client';
import { appPaths } from '@showfolio/portfolio-schema';
import { originOf, type FromState } from './accountNavigation';
import { FullScreenLoading } from './FullScreenLoading';

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
    return <Navigate to={appPaths.signin} replace state={{ from } satisfies FromState} />;
  }
  return children;
}

/** Guest-only routes: a signed-in user goes to the remembered origin, else /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const settled = useContext(SessionSettled);
  const location = useLocation();
  if (!settled) return <FullScreenLoading />;
  if (user) return <Navigate to={originOf(location.state) ?? appPaths.dashboard} replace />;
  return children;
}
