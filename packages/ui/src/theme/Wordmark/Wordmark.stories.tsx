import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../sprinkles.css';
import { Wordmark, wordmarkSizes } from './Wordmark';

const meta = {
  title: 'Foundations/Wordmark',
  component: Wordmark,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: wordmarkSizes } },
  args: { size: 'md' },
} satisfies Meta<typeof Wordmark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const Inverse: Story = {
  args: { inverse: true },
  decorators: [(Story) => <div className={sprinkles({ background: 'inverse', padding: 'md' })}><Story /></div>],
};
