import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Foundations/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Remember me', name: 'remember' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = {
  args: { label: 'I accept the Terms of Service', error: 'You must accept the terms of service' },
};
export const Disabled: Story = { args: { disabled: true } };
