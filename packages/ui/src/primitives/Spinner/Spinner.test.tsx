import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status', async () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await expectNoAxeViolations(container);
  });

  it('shows the full-screen Loading... state with a visible label', () => {
    render(<Spinner fullScreen />);
    expect(screen.getByText('Loading...')).toBeVisible();
  });
});
