import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Foundations/TextField',
  component: TextField,
  tags: ['autodocs'],
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'We never share your e-mail.' } };
export const WithError: Story = { args: { required: true, error: 'Please enter a valid email address', defaultValue: 'nope' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
