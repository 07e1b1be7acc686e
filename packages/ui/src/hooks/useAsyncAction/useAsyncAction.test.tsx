import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAsyncAction } from './useAsyncAction';

function Probe({ action }: { action: () => Promise<string> }) {
  const { busy, outcome, run } = useAsyncAction(action, {
    success: (result) => `Done: ${result}`,
    failure: (error) => (error instanceof Error ? error.message : 'Failed'),
  });
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void run()}>
        {busy ? 'Working...' : 'Go'}
      </button>
      {outcome ? <p role="status" data-tone={outcome.tone}>{outcome.message}</p> : null}
    </>
  );
}

describe('useAsyncAction', () => {
  it('is busy while the action runs, then says how it went', async () => {
    let finish!: (value: string) => void;
    render(<Probe action={() => new Promise((resolve) => (finish = resolve))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('button', { name: 'Working...' })).toBeDisabled();
    expect(screen.queryByRole('status')).toBeNull();
    finish('saved');
    expect(await screen.findByRole('status')).toHaveTextContent('Done: saved');
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it('shows the failure and clears it when run again', async () => {
    let calls = 0;
    render(<Probe action={() => (++calls === 1 ? Promise.reject(new Error('Nope')) : Promise.resolve('ok'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('status')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Nope');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Done: ok')).toHaveAttribute('data-tone', 'success');
  });
});
