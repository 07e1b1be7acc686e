import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Account/Auth Card',
  component: AuthCard,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Welcome Back', subtitle: 'Sign in to keep building your portfolio.', children: <p>Form goes here.</p> },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
