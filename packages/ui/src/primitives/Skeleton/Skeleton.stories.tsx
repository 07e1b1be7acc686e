import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../theme/sprinkles.css';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Foundations/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', width: '240px', height: '1em' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Card: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading features" role="group" className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
      <Skeleton shape="circle" width="48px" height="48px" />
      <Skeleton width="60%" height="1.25em" />
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  ),
};
