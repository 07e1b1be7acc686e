import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking the label and by Space', async () => {
    const { container } = render(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('describes itself with its error', () => {
    render(<Checkbox label="I accept" error="You must accept the terms of service" />);
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms of service');
  });
});
