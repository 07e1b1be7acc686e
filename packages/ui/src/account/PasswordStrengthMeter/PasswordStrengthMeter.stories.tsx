import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const meta = {
  title: 'Account/Password Strength Meter',
  component: PasswordStrengthMeter,
  tags: ['autodocs'],
  args: { password: 'Abcdefg1' },
} satisfies Meta<typeof PasswordStrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Weak: Story = { args: { password: 'abc' } };
export const Moderate: Story = { args: { password: 'abcdefgh' } };
export const Strong: Story = {};
export const VeryStrong: Story = { args: { password: 'Abcdef1!' } };
