import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const options = [
  { value: '+1', label: '+1 United States' },
  { value: '+44', label: '+44 United Kingdom' },
  { value: '+91', label: '+91 India' },
];

const meta = {
  title: 'Foundations/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Country code', name: 'mobileCode', options, defaultValue: '+91' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose one', defaultValue: '' } };
export const WithError: Story = { args: { error: 'Please choose a dialling code' } };
