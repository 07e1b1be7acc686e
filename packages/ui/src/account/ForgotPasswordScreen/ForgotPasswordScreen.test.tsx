import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deferred } from '../../../test/setup-helpers';
import { MemoryNavigationProvider, useNavigation } from '../../primitives/Navigation';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';

function Location() {
  return <output aria-label="location">{useNavigation().pathname}</output>;
}

const renderForgot = (props: ForgotPasswordScreenProps) =>
  render(
    <MemoryNavigationProvider initialPath="/forgot-password">
      <ForgotPasswordScreen {...props} />
      <Location />
    </MemoryNavigationProvider>,
  );

const email = () => screen.getByRole('textbox', { name: 'Email' });

describe('forgot password', () => {
  afterEach(() => vi.useRealTimers());

  it('shows "Email is required" on submit and "Please enter a valid email address" on blur', async () => {
    const onForgot = vi.fn();
    const { container } = renderForgot({ onForgot });
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/signin');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email()).toHaveAccessibleDescription('Email is required');
    await userEvent.type(email(), 'ada@');
    await userEvent.tab();
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(onForgot).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('disables the button with Sending Link..., then confirms the link was sent', async () => {
    const pending = deferred();
    const onForgot = vi.fn(() => pending.promise);
    const { container } = renderForgot({ onForgot });
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending Link...' })).toBeDisabled();
    expect(onForgot).toHaveBeenCalledWith('ada@example.com');
    await act(async () => pending.resolve());
    expect(screen.getByText('Password reset link sent! Please check your email.')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to sign in page...')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('calls onDone exactly 3 s after success', async () => {
    const onDone = vi.fn();
    renderForgot({ onForgot: () => Promise.resolve(), onDone });
    await userEvent.type(email(), 'ada@example.com');
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Send Reset Link' }).click());
    expect(screen.getByText('Redirecting to sign in page...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('navigates to /signin after 3 s without onDone', async () => {
    renderForgot({ onForgot: () => Promise.resolve() });
    await userEvent.type(email(), 'ada@example.com');
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Send Reset Link' }).click());
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/signin');
  });

  it("shows the failure's message, or the forgot-password fallback", async () => {
    const onForgot = vi.fn().mockRejectedValueOnce(new Error('User not found')).mockRejectedValueOnce(new Error(''));
    renderForgot({ onForgot });
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link. Please try again.');
  });
});
