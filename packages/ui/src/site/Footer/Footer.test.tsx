import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { MemoryNavigationProvider, useNavigation } from '../../primitives/Navigation';
import { Footer } from './Footer';

function Location() {
  const { pathname, hash } = useNavigation();
  return <output aria-label="location">{pathname + hash}</output>;
}

const renderFooter = (path: string) =>
  render(
    <MemoryNavigationProvider initialPath={path}>
      <section id="faq">FAQ section</section>
      <Footer />
      <Location />
    </MemoryNavigationProvider>,
  );

describe('footer', () => {
  it('has Product, Legal and Connect groups and the copyright line', async () => {
    const { container } = renderFooter('/contributors');
    const product = screen.getByRole('navigation', { name: 'Product' });
    expect(within(product).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Features', '/#features'],
      ['How It Works', '/#working'],
      ['FAQ', '/#faq'],
    ]);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/contact-us',
    ]);
    const connect = within(screen.getByRole('navigation', { name: 'Connect' })).getAllByRole('link');
    expect(connect).toHaveLength(3);
    for (const link of connect) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByText('© 2025 Showfolio. All rights reserved.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('away from home, an anchor goes to the home page with that anchor', async () => {
    renderFooter('/contributors');
    await userEvent.click(screen.getByRole('link', { name: 'How It Works' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/#working');
  });

  it('on the home page, an anchor scrolls smoothly to its section', async () => {
    renderFooter('/');
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('FAQ section'));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/#faq');
  });
});
