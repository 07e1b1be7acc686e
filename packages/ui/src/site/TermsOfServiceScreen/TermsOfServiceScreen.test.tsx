import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { TermsOfServiceScreen } from './TermsOfServiceScreen';

describe('Terms of Service page', () => {
  it('shows 15 numbered sections, the update date, and opens at the top', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { container } = render(<TermsOfServiceScreen />);
    const article = screen.getByRole('article', { name: 'Terms of Service' });
    expect(within(article).getByText('Last updated May 10, 2025')).toBeInTheDocument();
    const sectionHeadings = within(article)
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    expect(sectionHeadings).toHaveLength(15);
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(15);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    await expectNoAxeViolations(container);
  });
});
