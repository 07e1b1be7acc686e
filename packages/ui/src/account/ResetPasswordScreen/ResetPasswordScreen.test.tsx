import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deferred } from '../../../test/setup-helpers';
import { MemoryNavigationProvider, useNavigation } from '../../primitives/Navigation';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';

function Location() {
  return <output aria-label="location">{useNavigation().pathname}</output>;
}

const renderReset = (props: Partial<ResetPasswordScreenProps> = {}) => {
  const onReset = props.onReset ?? vi.fn<ResetPasswordScreenProps['onReset']>(() => Promise.resolve());
  const view = render(
    <MemoryNavigationProvider initialPath="/reset-password">
      <ResetPasswordScreen token="reset-token" {...props} onReset={onReset} />
      <Location />
    </MemoryNavigationProvider>,
  );
  return { ...view, onReset };
};

const newPassword = () => screen.getByLabelText('New Password');
const confirmPassword = () => screen.getByLabelText('Confirm New Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

async function typeBoth(password: string, confirmation: string) {
  await userEvent.clear(newPassword());
  if (password) await userEvent.type(newPassword(), password);
  await userEvent.clear(confirmPassword());
  if (confirmation) await userEvent.type(confirmPassword(), confirmation);
}

/** The error shown on the page, whichever field it belongs to (only one shows at a time). */
const shownErrors = () =>
  [newPassword(), confirmPassword()]
    .filter((input) => input.getAttribute('aria-invalid') === 'true')
    .map((input) => document.getElementById(`${input.id}-error`)?.textContent);

describe('reset password', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the password rules before any failure and ticks each one as it is met', async () => {
    const { container } = renderReset();
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    const met = () =>
      within(rules)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.state === 'met')
        .map((item) => item.textContent);
    expect(within(rules).getAllByRole('listitem')).toHaveLength(5);
    expect(met()).toEqual([]);
    expect(newPassword()).toHaveAccessibleDescription(/A lowercase letter, not yet/);
    await userEvent.type(newPassword(), 'ABCDEFG1!');
    expect(met()).toEqual([
      'At least 8 characters, done',
      'An uppercase letter, done',
      'A number, done',
      'A symbol, such as ! # or ?, done',
    ]);
    await userEvent.type(newPassword(), 'h');
    expect(met()).toHaveLength(5);
    await expectNoAxeViolations(container);
  });

  it('has show/hide toggles and a Sign in here link', async () => {
    const { container } = renderReset();
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/signin');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['', '', 'New password is required'],
    ['Ab1!', '', 'Password must be at least 8 characters'],
    ['abcdefg1!', '', 'Include at least one uppercase letter'],
    ['Abcdefgh!', '', 'Include at least one number'],
    ['Abcdefgh1', '', 'Include at least one special character'],
    ['Abcdefg1!', '', 'Please confirm your password'],
    ['Abcdefg1!', 'Abcdefg1?', 'Passwords do not match'],
  ])('with "%s" / "%s" shows only "%s"', async (password, confirmation, message) => {
    const { onReset } = renderReset();
    await typeBoth(password, confirmation);
    await submit();
    expect(shownErrors()).toEqual([message]);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('without a token shows the invalid-link message and makes no call', async () => {
    const { onReset } = renderReset({ token: null });
    await typeBoth('Abcdefg1!', 'Abcdefg1!');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link. Please request a new one.');
    expect(onReset).not.toHaveBeenCalled();
  });

  it('shows Resetting Password..., then the success text, and clears the fields', async () => {
    const pending = deferred();
    const { onReset, container } = renderReset({ onReset: vi.fn(() => pending.promise) });
    await typeBoth('Abcdefg1!', 'Abcdefg1!');
    await submit();
    expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
    expect(onReset).toHaveBeenCalledWith('reset-token', 'Abcdefg1!');
    await act(async () => pending.resolve());
    expect(screen.getByText('Password successfully updated! Redirecting to login...')).toBeInTheDocument();
    expect(newPassword()).toHaveValue('');
    expect(confirmPassword()).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('navigates to /signin 3 s after success without onDone', async () => {
    renderReset();
    await typeBoth('Abcdefg1!', 'Abcdefg1!');
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Reset Password' }).click());
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/reset-password');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/signin');
  });

  it('calls onDone exactly 3 s after success', async () => {
    const onDone = vi.fn();
    renderReset({ onDone });
    await typeBoth('Abcdefg1!', 'Abcdefg1!');
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Reset Password' }).click());
    act(() => vi.advanceTimersByTime(2999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, else the error's, else the reset fallback", async () => {
    const onReset = vi
      .fn<ResetPasswordScreenProps['onReset']>()
      .mockRejectedValueOnce(Object.assign(new Error('Request failed'), { body: { message: 'Token already used' } }))
      .mockRejectedValueOnce(new Error('Reset Password failed'))
      .mockRejectedValueOnce(new Error(''));
    renderReset({ onReset });
    await typeBoth('Abcdefg1!', 'Abcdefg1!');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Token already used');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset Password failed');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password reset failed. The link may have expired or already been used.',
    );
  });
});
