import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryNavigationProvider, NavigationProvider, useNavigation, type NavigationLinkProps } from './Navigation';

function Location() {
  const { pathname, hash } = useNavigation();
  return <p>location {pathname + hash}</p>;
}

describe('navigation contract', () => {
  it('routes plain clicks on internal links through navigate, keeping the hash', async () => {
    const onNavigate = vi.fn();
    render(
      <MemoryNavigationProvider initialPath="/contributors" onNavigate={onNavigate}>
        <Link href="/#faq">FAQ</Link>
        <Location />
      </MemoryNavigationProvider>,
    );
    expect(screen.getByText('location /contributors')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(onNavigate).toHaveBeenCalledWith('/#faq');
    expect(screen.getByText('location /#faq')).toBeInTheDocument();
  });

  it('uses the host Link component for internal paths when one is given', () => {
    const HostLink = ({ href, children }: NavigationLinkProps) => <a href={`/app${href}`}>{children}</a>;
    render(
      <NavigationProvider value={{ pathname: '/', hash: '', navigate: vi.fn(), Link: HostLink }}>
        <Link href="/signin">Sign in</Link>
        <Link href="https://example.com">Elsewhere</Link>
      </NavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app/signin');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://example.com');
  });

  it('leaves external links alone', async () => {
    const onNavigate = vi.fn();
    render(
      <MemoryNavigationProvider onNavigate={onNavigate}>
        <Link href="https://example.com" target="_blank">
          Profile
        </Link>
      </MemoryNavigationProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
