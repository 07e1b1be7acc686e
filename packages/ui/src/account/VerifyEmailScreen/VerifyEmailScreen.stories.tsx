import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages } from '@showfolio/portfolio-schema';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { VerifyEmailScreen, type VerifyEmailScreenProps } from './VerifyEmailScreen';

const meta = {
  title: 'Account/Verify Email',
  component: VerifyEmailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    token: 'demo-token',
    onVerify: fn(async () => ({ message: accountMessages.emailVerified })) as VerifyEmailScreenProps['onVerify'],
  },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/verify-email">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof VerifyEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verify Your E-mail Address' })).toBeVisible();
    // Nothing is spent until the person clicks: mail scanners open links too.
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verified: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify E-mail Address' }));
    await expect(await canvas.findByText(accountMessages.emailVerified)).toBeVisible();
    await expect(args.onVerify).toHaveBeenCalledWith('demo-token');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Verifying: Story = {
  args: { onVerify: () => new Promise<never>(() => undefined) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify E-mail Address' }));
    await expect(await canvas.findByRole('button', { name: /Verifying/ })).toBeDisabled();
  },
};

/** Used, expired, replaced by a newer one, or mailed to an address the account no longer has. */
export const LinkInvalid: Story = {
  args: { onVerify: () => Promise.reject(new Error(accountMessages.verifyLinkInvalid)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify E-mail Address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountMessages.verifyLinkInvalid);
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountMessages.verifyLinkInvalid);
  },
};
