import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@showfolio/api-client';
import { DashboardShell } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { portfolioStore } from '../portfolioStore';

// Each page of the signed-in area is a chunk of its own (App.tsx): the frame, the overview, the
// wizard, the gallery, Flex and Analytics load only what they show.

/** The signed-in frame around /dashboard, /profile, /templates, /flex and /analytics. */
export function DashboardLayout() {
  const { user, signout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = user?.id;

  // Builder spec §4: the four sections load in parallel once a user is signed in.
  useEffect(() => {
    if (userId) void portfolioStore.load().catch(() => undefined);
  }, [userId]);

  const onSignOut = useCallback(() => {
    void signout()
      .catch(() => undefined)
      .finally(() => {
        portfolioStore.reset();
        void navigate(appPaths.signin, { replace: true });
      });
  }, [signout, navigate]);

  return (
    <DashboardShell
      firstName={user?.firstName ?? ''}
      currentPath={location.pathname}
      onSignOut={onSignOut}
    >
      <DashboardShell.Sidebar />
      <DashboardShell.TopBar />
      <DashboardShell.Content>
        <Outlet />
      </DashboardShell.Content>
    </DashboardShell>
  );
}
