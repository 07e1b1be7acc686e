import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { CookiePolicyScreen } from './CookiePolicyScreen';

describe('Cookie Policy page', () => {
  it('shows 12 numbered sections, the update date, and opens at the top', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { container } = render(<CookiePolicyScreen />);
    const article = screen.getByRole('article', { name: 'Cookie Policy' });
    expect(within(article).getByText('Last updated May 10, 2025')).toBeInTheDocument();
    const sectionHeadings = within(article)
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    expect(sectionHeadings).toHaveLength(12);
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(12);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    await expectNoAxeViolations(container);
  });
});
