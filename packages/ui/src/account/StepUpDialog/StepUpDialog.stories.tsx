import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StepUpDialog, stepUpSignInAgainText } from './StepUpDialog';

const meta = {
  title: 'Account/Step-up dialog',
  component: StepUpDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: {
    open: true,
    onStepUp: fn(async () => ({ message: 'Thanks, you are confirmed for the next 10 minutes.' })),
    onConfirmed: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof StepUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a layer on document.body, outside the story's canvas.
const screen = () => within(document.body);

/** Keyboard only: the password, Enter; confirmed, the action that asked runs again. */
export const WithPassword: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: "Confirm it's you" });
    await userEvent.click(within(dialog).getByLabelText('Password'));
    await userEvent.keyboard('Analytical1!{Enter}');
    await expect(args.onStepUp).toHaveBeenCalledWith({ password: 'Analytical1!' });
    await expect(args.onConfirmed).toHaveBeenCalled();
  },
};

/** A wrong password keeps the dialog open with the server's message. */
export const WrongPassword: Story = {
  args: { onStepUp: fn(async () => Promise.reject(new Error('That password is not right'))) },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: "Confirm it's you" });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'nope{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That password is not right',
    );
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

/** An account without a password confirms with a code; it may also use a passkey. */
export const WithCodeOrPasskey: Story = {
  args: {
    withCode: true,
    onStepUpWithPasskey: fn(async () => ({
      message: 'Thanks, you are confirmed for the next 10 minutes.',
    })),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: "Confirm it's you" });
    // Visible once the dialog has faded in.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'Code from your authenticator app' }),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onStepUpWithPasskey).toHaveBeenCalled();
    await expect(args.onConfirmed).toHaveBeenCalled();
  },
};

/** Escape closes it without confirming: the action stays undone. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await screen().findByRole('dialog', { name: "Confirm it's you" });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onStepUp).not.toHaveBeenCalled();
  },
};

/** Google only, no app, no passkey: nothing to confirm with here, so it says how. */
export const SignInAgain: Story = {
  args: { canConfirm: false },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: "Confirm it's you" });
    await waitFor(() => expect(within(dialog).getByText(stepUpSignInAgainText)).toBeVisible());
    await expect(within(dialog).queryByLabelText('Password')).toBeNull();
  },
};
