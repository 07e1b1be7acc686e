import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign out</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out"
        description="Are you sure you want to sign out?"
        dismissible={dismissible}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger">Sign Out</Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('opens named and described, moves focus inside, and restores it on Escape', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Sign out' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to sign out?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const close = within(dialog).getByRole('button', { name: 'Close dialog' });
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and backdrop when not dismissible', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  });

  it('works as compound parts with Trigger and Close', async () => {
    render(
      <Dialog.Root>
        <Dialog.Trigger>Notifications</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Updates</Dialog.Title>
          <Dialog.Close>Got it</Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Updates' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger.getAttribute('aria-controls')).toBe(screen.getByRole('dialog').id);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('hides the page behind from assistive technology while open', async () => {
    const { container } = render(
      <main>
        <Harness />
      </main>,
    );
    const page = container;
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(page).toHaveAttribute('inert');
    expect(overlay).not.toHaveAttribute('inert');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(page).not.toHaveAttribute('inert');
  });

  it('leaves an element that was already inert inert after closing', async () => {
    const aside = document.createElement('aside');
    aside.setAttribute('inert', '');
    document.body.append(aside);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.keyboard('{Escape}');
    expect(aside).toHaveAttribute('inert');
    aside.remove();
  });

  it('closes only the top dialog on Escape, and the page stays hidden behind the one left', async () => {
    const { container } = render(
      <Dialog.Root>
        <Dialog.Trigger>Settings</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Settings</Dialog.Title>
          <Dialog.Root>
            <Dialog.Trigger>Delete account</Dialog.Trigger>
            <Dialog.Content>
              <Dialog.Title>Delete account?</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const outer = screen.getByRole('dialog', { name: 'Settings' });
    expect(outer.parentElement).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete account?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(outer.parentElement).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
  });

  it('locks page scrolling and pads the body in place of the scrollbar', async () => {
    const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    document.body.style.paddingRight = '4px';
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('19px');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    document.body.style.paddingRight = '';
    clientWidth.mockRestore();
  });
});
