import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { useToast } from '../../primitives/Toast';
import { DashboardShell, type DashboardShellProps } from './DashboardShell';

function ToastButton() {
  const { toast } = useToast();
  return <button onClick={() => toast({ message: 'Saved!', tone: 'success' })}>Raise toast</button>;
}

function renderShell(props: Partial<DashboardShellProps> = {}) {
  const onSignOut = vi.fn();
  const view = render(
    <DashboardShell firstName="Ada" currentPath="/dashboard" onSignOut={onSignOut} {...props}>
      <DashboardShell.Sidebar />
      <DashboardShell.TopBar />
      <DashboardShell.Content>
        <h1>Page</h1>
        <ToastButton />
      </DashboardShell.Content>
    </DashboardShell>,
  );
  return { ...view, onSignOut };
}

function mockViewport(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

describe('dashboard shell', () => {
  it('lists Overview, Profile Wizard, Design & Templates, Flex, Analytics with a PRO badge, and Sign out', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/profile', '/templates', '/flex', '/analytics']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Analytics PRO' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Design & Templates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('opens / in a new tab from the logo', () => {
    renderShell();
    const logo = screen.getByRole('link', { name: /home \(opens in a new tab\)/ });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('collapses and expands the sidebar with the menu toggle, exposing data-state', async () => {
    const user = userEvent.setup();
    const onSidebarStateChange = vi.fn();
    renderShell({ onSidebarStateChange });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(onSidebarStateChange).toHaveBeenLastCalledWith('collapsed');
    // Collapsed labels stay available to assistive technology.
    expect(screen.getByRole('link', { name: 'Profile Wizard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  it('follows a controlled sidebarState', () => {
    renderShell({ sidebarState: 'collapsed' });
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-state', 'collapsed');
  });

  it('is a drawer at 1023 px and below, opened by the menu toggle and closed by Escape', async () => {
    const restore = mockViewport(1023);
    try {
      const user = userEvent.setup();
      renderShell();
      expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
      expect(sidebar).toHaveAttribute('data-layout', 'drawer');
      expect(sidebar).toHaveAttribute('data-state', 'expanded');
      expect(within(sidebar).getAllByRole('link')[0]).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    } finally {
      restore();
    }
  });

  it('stays a sidebar at 1024 px', () => {
    const restore = mockViewport(1024);
    try {
      renderShell();
      expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-layout', 'desktop');
    } finally {
      restore();
    }
  });

  it('asks "Are you sure you want to sign out?" and only signs out on Sign Out', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('links Settings at the foot of the sidebar, marked when it is the current page', () => {
    renderShell({ currentPath: '/settings' });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const settings = within(sidebar).getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    expect(settings).toHaveAttribute('aria-current', 'page');
  });

  it('opens the avatar menu with Settings and Sign out, and closes it on Escape', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderShell();
    const banner = screen.getByRole('banner');
    const avatar = within(banner).getByRole('button', { name: 'Ada account menu' });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveFocus();
    // Sign out from the menu asks first, like the sidebar's.
    await user.click(avatar);
    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(screen.getByRole('dialog', { name: 'Are you sure you want to sign out?' })).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('shows the first name and the notifications dropdown', async () => {
    const user = userEvent.setup();
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Ada')).toBeInTheDocument();
    const bell = within(banner).getByRole('button', { name: 'Notifications' });
    expect(screen.queryByText('Welcome to the product! Check back later for updates.')).not.toBeVisible();
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Welcome to the product! Check back later for updates.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('shows toasts for 3 s', async () => {
    vi.useFakeTimers();
    try {
      renderShell();
      fireEvent.click(screen.getByRole('button', { name: 'Raise toast' }));
      expect(screen.getByText('Saved!')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(screen.getByText('Saved!')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no axe violations expanded, collapsed, with notifications and the sign-out dialog open', async () => {
    const user = userEvent.setup();
    const { container } = renderShell();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await expectNoAxeViolations(document.body);
  });
});
