import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, type Navigation, type NavigationLinkProps } from '@showfolio/ui';
import { AccountNavigationContext, type AccountNavigation } from './accountNavigation';

function KitLink({ href, children, ...rest }: NavigationLinkProps) {
  return (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/** Hands react-router's location, navigate and Link to the kit's screens and the account pages. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ pathname: location.pathname, hash: location.hash, navigate: (to) => void navigate(to), Link: KitLink }),
    [location.pathname, location.hash, navigate],
  );
  const account = useMemo<AccountNavigation>(
    () => ({ state: location.state, go: (to, options) => void navigate(to, options) }),
    [location.state, navigate],
  );
  return (
    <NavigationProvider value={value}>
      <AccountNavigationContext.Provider value={account}>{children}</AccountNavigationContext.Provider>
    </NavigationProvider>
  );
}
