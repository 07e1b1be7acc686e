import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Account/Reset Password',
  component: ResetPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { token: 'demo-token', onReset: () => Promise.resolve(), onDone: () => undefined },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/reset-password">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, password = 'Abcdefg1!', confirmation = password) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
};

export const Idle: Story = {};
/** The rule is visible before any failure and ticks as the user types. */
export const Checklist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = canvas.getByRole('list', { name: 'Password requirements' });
    const met = () => within(rules).getAllByRole('listitem').filter((item) => item.dataset.state === 'met').length;
    await expect(met()).toBe(0);
    await userEvent.type(canvas.getByLabelText('New Password'), 'Abc1');
    await expect(met()).toBe(3);
  },
};
export const RuleFailure: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'abcdefg1!');
    await expect(within(canvasElement).getByText('Include at least one uppercase letter')).toBeInTheDocument();
  },
};
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Abcdefg1!', 'Abcdefg1?');
    await expect(within(canvasElement).getByText('Passwords do not match')).toBeInTheDocument();
  },
};
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid or expired reset link. Please request a new one.',
    );
  },
};
export const Resetting: Story = {
  args: { onReset: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
  },
};
export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Password successfully updated! Redirecting to login...',
    );
  },
};
export const Failed: Story = {
  args: { onReset: () => Promise.reject<void>(new Error('')) },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Password reset failed. The link may have expired or already been used.',
    );
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
