import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleAnalyticsSummary } from '../AnalyticsScreen/fixtures';
import { ViewsChart } from './ViewsChart';

const meta = {
  title: 'Dashboard/ViewsChart',
  component: ViewsChart,
  tags: ['autodocs'],
  args: {
    days: sampleAnalyticsSummary('30d').current.daily,
    caption: 'Daily views and unique visitors, last 30 days',
    locale: 'en-GB',
  },
} satisfies Meta<typeof ViewsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Daily views and unique visitors, last 30 days/ })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(31);
  },
};

export const NoViews: Story = {
  args: { days: sampleAnalyticsSummary('7d').current.daily.map((day) => ({ ...day, views: 0, uniques: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent(/Views.*0/);
  },
};
