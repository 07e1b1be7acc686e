import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Foundations/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '240px' } } },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { label: 'Loading...', size: 'md' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true } };
export const FullScreen: Story = { args: { fullScreen: true }, parameters: { layout: 'fullscreen' } };
