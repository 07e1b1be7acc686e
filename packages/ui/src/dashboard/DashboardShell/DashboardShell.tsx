import { appPaths } from '@showfolio/portfolio-schema';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Badge } from '../../primitives/Badge';
import { ConfirmDialog } from '../../primitives/Dialog';
import { useLayer } from '../../primitives/Layer';
import { Link as KitLink, type NavigationLinkProps } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { Wordmark } from '../../theme/Wordmark';
import { visuallyHidden } from '../../theme/global.css';
import { drawerQuery, useMediaQuery } from '../useMediaQuery';
import * as styles from './DashboardShell.css';
import {
  AnalyticsIcon,
  BellIcon,
  FlexIcon,
  GlobeIcon,
  MenuIcon,
  OverviewIcon,
  SettingsIcon,
  SignOutIcon,
  TemplatesIcon,
  WizardIcon,
} from './icons';

export const sidebarStates = ['expanded', 'collapsed'] as const;
export type SidebarState = (typeof sidebarStates)[number];

export const dashboardNavItems = [
  { href: appPaths.dashboard, label: 'Overview', Icon: OverviewIcon, pro: false },
  { href: appPaths.profile, label: 'Profile Wizard', Icon: WizardIcon, pro: false },
  { href: appPaths.templates, label: 'Design & Templates', Icon: TemplatesIcon, pro: false },
  { href: appPaths.flex, label: 'Flex', Icon: FlexIcon, pro: false },
  { href: appPaths.analytics, label: 'Analytics', Icon: AnalyticsIcon, pro: true },
] as const;

export const notificationsText = 'Welcome to the product! Check back later for updates.';
export const signOutQuestion = 'Are you sure you want to sign out?';

interface ShellContextValue {
  sidebarId: string;
  /** The menu toggle, where focus returns when the drawer closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  state: SidebarState;
  setState: (state: SidebarState) => void;
  drawer: boolean;
  currentPath: string;
  firstName: string;
  LinkComponent: ComponentType<NavigationLinkProps>;
  /** Opens the 'Are you sure you want to sign out?' dialog. */
  askSignOut: () => void;
}

const ShellContext = createContext<ShellContextValue | null>(null);

function useShell(part: string): ShellContextValue {
  const context = useContext(ShellContext);
  if (!context) throw new Error(`DashboardShell.${part} must be used within a DashboardShell`);
  return context;
}

export interface DashboardShellProps {
  /** The signed-in user's first name, shown in the top bar. */
  firstName: string;
  /** The current route, e.g. '/dashboard'; its sidebar item is marked as the current page. */
  currentPath: string;
  /** Called after the user confirms 'Sign Out'. */
  onSignOut: () => void;
  /** The host's router link; defaults to the kit's Link (NavigationProvider or plain anchors). */
  LinkComponent?: ComponentType<NavigationLinkProps>;
  sidebarState?: SidebarState;
  defaultSidebarState?: SidebarState;
  onSidebarStateChange?: (state: SidebarState) => void;
  /** The parts: DashboardShell.Sidebar, DashboardShell.TopBar and DashboardShell.Content. */
  children: ReactNode;
}

/**
 * The signed-in frame: a collapsible sidebar (a drawer up to 1023 px), a top bar and the page.
 * Toasts raised inside show at the top right for 3 s.
 */
function Root({
  firstName,
  currentPath,
  onSignOut,
  LinkComponent = KitLink,
  sidebarState,
  defaultSidebarState = 'expanded',
  onSidebarStateChange,
  children,
}: DashboardShellProps) {
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawer = useMediaQuery(drawerQuery);
  const [desktopState, setDesktopState] = useControllableState({
    value: sidebarState,
    defaultValue: defaultSidebarState,
    onChange: onSidebarStateChange,
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const askSignOut = useCallback(() => setConfirming(true), []);
  const state: SidebarState = drawer ? (drawerOpen ? 'expanded' : 'collapsed') : desktopState;
  const setState = useCallback(
    (next: SidebarState) => {
      if (drawer) {
        setDrawerOpen(next === 'expanded');
        return;
      }
      setDesktopState(next);
    },
    [drawer, setDesktopState],
  );

  return (
    <ShellContext.Provider value={{ sidebarId, toggleRef, state, setState, drawer, currentPath, firstName, LinkComponent, askSignOut }}>
      <ToastProvider>
        <div className={styles.shell} data-state={state} data-layout={drawer ? 'drawer' : 'desktop'}>
          {children}
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={signOutQuestion}
          confirmLabel="Sign Out"
          onConfirm={onSignOut}
        />
      </ToastProvider>
    </ShellContext.Provider>
  );
}

export interface DashboardSidebarProps {
  /** Extra content under the navigation. */
  children?: ReactNode;
}

function Sidebar({ children }: DashboardSidebarProps) {
  const { sidebarId, toggleRef, state, setState, drawer, currentPath, LinkComponent, askSignOut } = useShell('Sidebar');
  const panelRef = useRef<HTMLElement>(null);
  const collapsed = state === 'collapsed';
  const hidden = drawer && collapsed;

  useEffect(() => {
    if (drawer && !collapsed) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [drawer, collapsed]);
  useLayer(drawer && !collapsed, {
    onEscape: () => {
      setState('collapsed');
      toggleRef.current?.focus();
    },
  });

  const label = (text: string) => (collapsed && !drawer ? <span className={visuallyHidden}>{text}</span> : <span>{text}</span>);

  return (
    <>
      {drawer && !collapsed ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setState('collapsed')} /> : null}
      <aside
        ref={panelRef}
        id={sidebarId}
        className={styles.sidebar}
        data-state={state}
        data-layout={drawer ? 'drawer' : 'desktop'}
        data-tour="sidebar"
        aria-label="Sidebar"
        hidden={hidden}
      >
        <div className={styles.brand}>
          <a href="/" target="_blank" rel="noopener noreferrer" className={styles.logoLink}>
            <Wordmark size={collapsed && !drawer ? 'sm' : 'md'} />
            <span className={visuallyHidden}> home (opens in a new tab)</span>
          </a>
        </div>
        <nav aria-label="Dashboard" className={styles.nav}>
          <ul className={styles.navList}>
            {dashboardNavItems.map(({ href, label: text, Icon, pro }) => (
              <li key={href}>
                <LinkComponent
                  href={href}
                  className={styles.navLink}
                  aria-current={currentPath === href ? 'page' : undefined}
                  onClick={() => {
                    if (drawer) setState('collapsed');
                  }}
                >
                  <Icon />
                  {label(text)}
                  {pro ? ' ' : null}
                  {pro ? <Badge tone="accent" className={collapsed && !drawer ? styles.proBadgeCollapsed : undefined}>PRO</Badge> : null}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </nav>
        {children}
        <div className={styles.sidebarFooter}>
          <LinkComponent
            href={appPaths.settings}
            className={styles.navLink}
            aria-current={currentPath === appPaths.settings ? 'page' : undefined}
            onClick={() => {
              if (drawer) setState('collapsed');
            }}
          >
            <SettingsIcon />
            {label('Settings')}
          </LinkComponent>
          <button type="button" className={styles.navLink} onClick={askSignOut}>
            <SignOutIcon />
            {label('Sign out')}
          </button>
        </div>
      </aside>
    </>
  );
}

export interface DashboardTopBarProps {
  /** Placed before the notifications button, e.g. a Take Tour button. */
  actions?: ReactNode;
}

function TopBar({ actions }: DashboardTopBarProps) {
  const { sidebarId, toggleRef, state, setState, drawer, firstName } = useShell('TopBar');
  const expanded = state === 'expanded';
  const toggleLabel = drawer ? (expanded ? 'Close menu' : 'Open menu') : expanded ? 'Collapse sidebar' : 'Expand sidebar';
  return (
    <header className={styles.topBar} data-tour="topbar">
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-label={toggleLabel}
        aria-expanded={expanded}
        aria-controls={sidebarId}
        data-tour="menu"
        onClick={() => setState(expanded ? 'collapsed' : 'expanded')}
      >
        <MenuIcon />
      </button>
      <div className={styles.topBarEnd}>
        {actions}
        <Notifications />
        <AccountMenu firstName={firstName} />
      </div>
    </header>
  );
}

/** Closes a dropdown on a press outside it and on Escape (focus back on its button). */
function useDropdown(open: boolean, close: () => void) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);
  useLayer(open, {
    onEscape: () => {
      close();
      buttonRef.current?.focus();
    },
  });
  return { rootRef, buttonRef };
}

/**
 * The avatar and first name open a small menu: Settings and Sign out. A disclosure of plain
 * links and buttons (Tab moves through them), not an ARIA menu.
 */
function AccountMenu({ firstName }: { firstName: string }) {
  const { LinkComponent, currentPath, askSignOut } = useShell('TopBar');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const { rootRef, buttonRef } = useDropdown(open, close);
  return (
    <div ref={rootRef} className={styles.dropdown} data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.user}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className={styles.avatar}>
          {firstName.charAt(0).toUpperCase()}
        </span>
        {/* The visible first name leads the button's name, so speech input can say it. */}
        <span className={styles.userName}>{firstName}</span>{' '}
        <span className={visuallyHidden}>account menu</span>
      </button>
      <div id={panelId} className={styles.accountPanel} hidden={!open}>
        <LinkComponent
          href={appPaths.settings}
          className={styles.menuItem}
          aria-current={currentPath === appPaths.settings ? 'page' : undefined}
          onClick={close}
        >
          <SettingsIcon />
          Settings
        </LinkComponent>
        <LinkComponent
          href={appPaths.domains}
          className={styles.menuItem}
          aria-current={currentPath === appPaths.domains ? 'page' : undefined}
          onClick={close}
        >
          <GlobeIcon />
          Custom domains
        </LinkComponent>
        <button
          type="button"
          className={styles.menuItem}
          onClick={() => {
            close();
            askSignOut();
          }}
        >
          <SignOutIcon />
          Sign out
        </button>
      </div>
    </div>
  );
}

function Notifications() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const { rootRef, buttonRef } = useDropdown(open, close);

  return (
    <div ref={rootRef} className={styles.notifications} data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
      </button>
      <div id={panelId} className={styles.notificationsPanel} hidden={!open}>
        <p>{notificationsText}</p>
      </div>
    </div>
  );
}

export interface DashboardContentProps {
  children: ReactNode;
}

function Content({ children }: DashboardContentProps) {
  useShell('Content');
  return (
    <main className={styles.content} id="main-content">
      {children}
    </main>
  );
}

/** Compound parts: `DashboardShell`, `.Sidebar`, `.TopBar`, `.Content`. */
export const DashboardShell = Object.assign(Root, { Sidebar, TopBar, Content });
