import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { TwoStepCodeScreen } from './TwoStepCodeScreen';

const meta = {
  title: 'Account/Sign In/Two-step code',
  component: TwoStepCodeScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => undefined), onCancel: fn() },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/signin">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof TwoStepCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the field has focus, a code and Enter finish the sign-in. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Code/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Enter the 6-digit code from your authenticator app, or a recovery code')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const WrongCode: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('That code is not right, or it was already used. Check your authenticator app and try again.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Code/ }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is not right');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
