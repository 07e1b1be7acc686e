import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SiteLayout } from './SiteLayout';

describe('site layout', () => {
  it('frames the page with a skip link, the navigation, main content and the footer', async () => {
    const { container } = render(
      <MemoryNavigationProvider initialPath="/">
        <SiteLayout>
          <h1>Page</h1>
        </SiteLayout>
      </MemoryNavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
