import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors with role alert', async () => {
    const { container } = render(<Alert>Signin failed</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Signin failed');
    await expectNoAxeViolations(container);
  });

  it('announces success politely with role status', () => {
    render(<Alert tone="success">Done</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Done');
  });

  it('offers a dismiss button when dismissible', async () => {
    const onDismiss = vi.fn();
    render(<Alert onDismiss={onDismiss}>Oops</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
