import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages } from '@showfolio/portfolio-schema';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ConfirmEmailScreen, type ConfirmEmailScreenProps } from './ConfirmEmailScreen';

const meta = {
  title: 'Account/Confirm Email',
  component: ConfirmEmailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    token: 'demo-token',
    onConfirm: fn(async () => ({ message: accountMessages.emailChanged('ada@new.example') })) as ConfirmEmailScreenProps['onConfirm'],
  },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/confirm-email">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof ConfirmEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm New E-mail Address' }));
    await expect(await canvas.findByText('Your e-mail address is now ada@new.example')).toBeVisible();
    await expect(args.onConfirm).toHaveBeenCalledWith('demo-token');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Confirming: Story = {
  args: { onConfirm: () => new Promise<never>(() => undefined) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm New E-mail Address' }));
    await expect(await canvas.findByRole('button', { name: /Confirming/ })).toBeDisabled();
  },
};

/** Used, expired or replaced by a newer request. */
export const LinkInvalid: Story = {
  args: { onConfirm: () => Promise.reject(new Error(accountMessages.emailLinkInvalid)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm New E-mail Address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountMessages.emailLinkInvalid);
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountMessages.emailLinkInvalid);
  },
};
