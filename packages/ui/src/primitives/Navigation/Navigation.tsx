import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** What the kit hands to a host link component. `href` is a path such as '/signin' or '/#faq'. */
export interface NavigationLinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  id?: string;
  target?: string;
  rel?: string;
  onClick?: AnchorHTMLAttributes<HTMLAnchorElement>['onClick'];
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * The routing contract between the kit and its host. The host wires react-router-dom
 * (pathname/hash from useLocation, navigate from useNavigate, and optionally a Link adapter);
 * stories and tests use MemoryNavigationProvider.
 */
export interface Navigation {
  pathname: string;
  hash: string;
  navigate: (to: string) => void;
  /** Optional host link; without it the kit renders <a> and routes plain clicks through navigate. */
  Link?: ComponentType<NavigationLinkProps>;
}

const browserNavigation: Navigation = {
  get pathname() {
    return typeof window === 'undefined' ? '/' : window.location.pathname;
  },
  get hash() {
    return typeof window === 'undefined' ? '' : window.location.hash;
  },
  navigate: (to) => {
    if (typeof window !== 'undefined') window.location.assign(to);
  },
};

const NavigationContext = createContext<Navigation | null>(null);

export interface NavigationProviderProps {
  value: Navigation;
  children: ReactNode;
}

export function NavigationProvider({ value, children }: NavigationProviderProps) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The current navigation; without a provider, the browser's own location and full page loads. */
export function useNavigation(): Navigation {
  return useContext(NavigationContext) ?? browserNavigation;
}

export interface MemoryNavigationProviderProps {
  initialPath?: string;
  children: ReactNode;
  /** Called after every navigation, e.g. a story action or a test spy. */
  onNavigate?: (to: string) => void;
}

function splitPath(to: string, from: string): { pathname: string; hash: string } {
  const url = new URL(to, `http://memory${from}`);
  return { pathname: url.pathname, hash: url.hash };
}

/** An in-memory router for stories and tests. */
export function MemoryNavigationProvider({ initialPath = '/', children, onNavigate }: MemoryNavigationProviderProps) {
  const [location, setLocation] = useState(() => splitPath(initialPath, '/'));
  const navigate = useCallback(
    (to: string) => {
      setLocation((current) => splitPath(to, current.pathname));
      onNavigate?.(to);
    },
    [onNavigate],
  );
  const value = useMemo(() => ({ ...location, navigate }), [location, navigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A link that goes through the host router for internal paths and stays a plain anchor otherwise. */
export function Link({ href, target, onClick, children, ...rest }: NavigationLinkProps) {
  const navigation = useNavigation();
  const HostLink = navigation.Link;
  if (HostLink && isInternal(href) && target !== '_blank') {
    return (
      <HostLink href={href} onClick={onClick} {...rest}>
        {children}
      </HostLink>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isInternal(href) || target === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (navigation === browserNavigation) return;
    event.preventDefault();
    navigation.navigate(href);
  };
  const safeRel = target === '_blank' ? (rest.rel ?? 'noopener noreferrer') : rest.rel;
  return (
    <a href={href} target={target} {...rest} rel={safeRel} onClick={handleClick}>
      {children}
    </a>
  );
}
