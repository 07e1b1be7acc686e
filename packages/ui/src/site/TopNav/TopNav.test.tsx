import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { TopNav } from './TopNav';
import type { SiteVisitor } from './TopNav';

const renderNav = (path = '/', visitor?: SiteVisitor) =>
  render(
    <MemoryNavigationProvider initialPath={path}>
      <TopNav visitor={visitor} />
    </MemoryNavigationProvider>,
  );

describe('top navigation', () => {
  it('links Home, Dashboard (new tab), Contributors and Contact Us', async () => {
    const { container } = renderNav('/contributors');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/dashboard', '/contributors', '/contact-us']);
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard (opens in a new tab)' });
    expect(dashboard).toHaveAttribute('target', '_blank');
    expect(dashboard).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Contributors' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Showfolio home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('offers a guest Sign in and Sign up', () => {
    renderNav('/', 'guest');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('does not offer a signed-in visitor Sign in or Sign up', () => {
    renderNav('/', 'signed-in');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('shows neither pair while the session is still starting', () => {
    renderNav('/', 'unknown');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('opens the mobile menu, locks page scrolling, and unlocks on Escape', async () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-state', 'open');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu after choosing a page', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the menu and unlocks scrolling when the window grows past the mobile layout', async () => {
    const listeners: Array<(event: MediaQueryListEvent) => void> = [];
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.push(listener),
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => listeners.forEach((listener) => listener({ matches: true } as MediaQueryListEvent)));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    matchMedia.mockRestore();
  });
});
