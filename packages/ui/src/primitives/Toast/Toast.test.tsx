import { act, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows in a live region at the top right and disappears after 3 s', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Saved', message: 'Profile saved', tone: 'success' }} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('SavedProfile saved');
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the one showing and gets its own 3 s', () => {
    vi.useFakeTimers();
    function Burst() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => toast({ message: `Saved at ${Date.now()}`, tone: 'success' })}>
          Save
        </button>
      );
    }
    render(
      <ToastProvider>
        <Burst />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    const first = screen.getByRole('status').textContent;
    act(() => vi.advanceTimersByTime(2000));
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).not.toBe(first);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and can be dismissed', async () => {
    const { container } = render(
      <ToastProvider>
        <Trigger options={{ message: 'Failed to save skills. Please try again.', tone: 'error' }} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save skills. Please try again.');
    await expectNoAxeViolations(container);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('only warns in the console when used outside the provider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Trigger options={{ message: 'Hello', tone: 'info' }} />);
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside a ToastProvider'));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
