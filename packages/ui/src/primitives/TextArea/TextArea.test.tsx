import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters as the user types', async () => {
    const { container } = render(<TextArea label="Bio" counter maxLength={300} />);
    const textarea = screen.getByRole('textbox', { name: 'Bio' });
    expect(screen.getByText('0/300')).toBeInTheDocument();
    await userEvent.type(textarea, 'Hello');
    expect(screen.getByText('5/300')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('5/300');
    await expectNoAxeViolations(container);
  });

  it('shows an error and marks the field invalid', () => {
    render(<TextArea label="Message" error="Message is required" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');
  });
});
