import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Foundations/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', name: 'message' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WithCounter: Story = { args: { counter: true, defaultValue: 'Hello there' } };
export const WithLimit: Story = { args: { counter: true, maxLength: 300, label: 'Bio', hint: '150 to 300 characters work best.' } };
export const WithError: Story = { args: { required: true, error: 'Message is required' } };
