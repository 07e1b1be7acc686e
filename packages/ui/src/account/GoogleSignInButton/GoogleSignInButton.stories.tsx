import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GoogleSignInButton } from './GoogleSignInButton';

const meta = {
  title: 'Account/Google Sign-In Button',
  component: GoogleSignInButton,
  tags: ['autodocs'],
  args: { clientId: 'demo-client-id.apps.googleusercontent.com', onCredential: fn(), onError: fn() },
} satisfies Meta<typeof GoogleSignInButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Configured: Story = {};
export const NotConfigured: Story = { args: { clientId: '' } };
export const Disabled: Story = { args: { disabled: true } };
