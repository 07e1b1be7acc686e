import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';

describe('Privacy Policy page', () => {
  it('shows 13 numbered sections, the update date, and opens at the top', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { container } = render(<PrivacyPolicyScreen />);
    const article = screen.getByRole('article', { name: 'Privacy Policy' });
    expect(within(article).getByText('Last updated May 10, 2025')).toBeInTheDocument();
    const sectionHeadings = within(article)
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    expect(sectionHeadings).toHaveLength(13);
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(13);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    await expectNoAxeViolations(container);
  });

  it('explains the analytics of public portfolios in an "Analytics" part, keeping 13 numbered sections', () => {
    render(<PrivacyPolicyScreen />);
    const part = screen.getByRole('region', { name: 'Analytics' });
    expect(part).toHaveAttribute('id', 'privacy-analytics');
    expect(within(part).getByRole('heading', { level: 3, name: 'Analytics' })).toBeInTheDocument();
    expect(part).toHaveTextContent('without cookies and without any script on the page');
    expect(part).toHaveTextContent('The random value is deleted when the day is over');
    expect(part).toHaveTextContent('We never store the IP address');
    expect(part).toHaveTextContent('kept for 13 months');
    expect(part.closest('section:not(#privacy-analytics)')).toHaveAttribute('id', 'privacy-4');
  });
});
