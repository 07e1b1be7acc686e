import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../theme/sprinkles.css';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Foundations/Badge',
  component: Badge,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { children: 'PRO', tone: 'accent' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {};
export const AllTones: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'sm' })}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
