import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar, progressTones } from './ProgressBar';

const meta = {
  title: 'Foundations/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  args: { value: 75, label: 'Analytics progress', tone: 'accent' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeventyFive: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Profile completion' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
