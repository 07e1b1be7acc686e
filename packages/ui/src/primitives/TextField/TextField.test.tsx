import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and links hint and error through aria-describedby', async () => {
    const { container } = render(
      <TextField label="Email" name="email" type="email" hint="Work or personal" error="Email is required" required />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required Work or personal');
    await expectNoAxeViolations(container);
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('works with react-hook-form register', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ email: string }>();
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField label="Email" {...register('email')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com' });
  });
});
