import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { CookieConsentBanner, cookieConsentStorageKey } from './CookieConsentBanner';

describe('cookie consent banner', () => {
  it('asks until Accept All is chosen, then remembers it', async () => {
    const { container, unmount } = render(<CookieConsentBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent('Cookie Policy');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('accepted');
    unmount();
    render(<CookieConsentBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
