import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Account/Forgot Password',
  component: ForgotPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onForgot: () => Promise.resolve(), onDone: () => undefined },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/forgot-password">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement, value = 'ada@example.com') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), value);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
};

export const Idle: Story = {};
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'ada@');
    await expect(within(canvasElement).getByText('Please enter a valid email address')).toBeInTheDocument();
  },
};
export const Sending: Story = {
  args: { onForgot: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Sending Link...' })).toBeDisabled();
  },
};
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Redirecting to sign in page...');
  },
};
export const Failed: Story = {
  args: { onForgot: () => Promise.reject<void>(new Error('')) },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to send reset link. Please try again.',
    );
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
