import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its value and label to assistive technology', async () => {
    const { container } = render(<ProgressBar value={75} label="Analytics progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Analytics progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expectNoAxeViolations(container);
  });

  it('clamps values outside 0 to 100', () => {
    render(<ProgressBar value={140} label="Over" hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
  });
});
