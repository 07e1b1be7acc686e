import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles between hidden and shown with a button named for what it does', async () => {
    const { container } = render(<PasswordField label="New Password" defaultValue="abc" />);
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide new password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(container);
  });
});
