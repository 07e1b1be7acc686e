import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages } from '@showfolio/portfolio-schema';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SignInLinkScreen, type SignInLinkScreenProps } from './SignInLinkScreen';

const meta = {
  title: 'Account/Sign In Link',
  component: SignInLinkScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    token: 'demo-token',
    onSignIn: fn(async () => undefined) as SignInLinkScreenProps['onSignIn'],
  },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/signin-link">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof SignInLinkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In on This Device' }));
    await expect(await canvas.findByText(accountMessages.signedInByLink)).toBeVisible();
    await expect(args.onSignIn).toHaveBeenCalledWith('demo-token');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SigningIn: Story = {
  args: { onSignIn: () => new Promise<never>(() => undefined) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In on This Device' }));
    await expect(await canvas.findByRole('button', { name: /Signing in/ })).toBeDisabled();
  },
};

/** Used, expired or never mailed. */
export const LinkInvalid: Story = {
  args: { onSignIn: () => Promise.reject(new Error(accountMessages.signInLinkInvalid)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In on This Device' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountMessages.signInLinkInvalid);
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountMessages.signInLinkInvalid);
  },
};
