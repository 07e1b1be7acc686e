import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarList } from './BarList';

const meta = {
  title: 'Dashboard/BarList',
  component: BarList,
  tags: ['autodocs'],
  args: {
    caption: 'Views by referring site',
    nameHeader: 'Referrer',
    locale: 'en-GB',
    items: [
      { name: 'direct', label: 'Direct or unknown', value: 412 },
      { name: 'linkedin.com', label: 'linkedin.com', value: 268 },
      { name: 'github.com', label: 'github.com', value: 141 },
      { name: 'a-rather-long-personal-blog-name.example.org', label: 'a-rather-long-personal-blog-name.example.org', value: 12 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Referrers: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Views by referring site' });
    await expect(within(table).getByRole('row', { name: 'linkedin.com 268 32%' })).toBeInTheDocument();
  },
};
