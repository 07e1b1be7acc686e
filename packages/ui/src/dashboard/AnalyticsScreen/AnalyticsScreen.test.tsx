import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { AnalyticsScreen } from './AnalyticsScreen';

describe('analytics screen', () => {
  it('is marked PRO and shows Coming Soon with a progress bar at 75%', () => {
    render(<AnalyticsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Development progress' })).toHaveAttribute('aria-valuenow', '75');
  });

  it('has no axe violations', async () => {
    const { container } = render(<AnalyticsScreen />);
    await expectNoAxeViolations(container);
  });
});
