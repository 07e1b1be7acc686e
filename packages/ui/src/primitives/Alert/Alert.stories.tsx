import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Foundations/Alert',
  component: Alert,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  args: { tone: 'error', children: 'Sign in failed. Please check your credentials and try again.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorBanner: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Password reset link sent! Please check your email.' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Heads up', children: 'Your selection is saved.' } };
export const Info: Story = { args: { tone: 'info', children: 'No changes detected in projects' } };
export const Dismissible: Story = { args: { onDismiss: fn() } };
