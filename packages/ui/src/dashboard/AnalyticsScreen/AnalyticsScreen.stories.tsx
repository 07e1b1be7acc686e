import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AnalyticsRange } from '@showfolio/portfolio-schema';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { AnalyticsScreen, type AnalyticsScreenProps } from './AnalyticsScreen';
import { emptyAnalyticsSummary, sampleAnalyticsSummary } from './fixtures';

const meta = {
  title: 'Dashboard/AnalyticsScreen',
  component: AnalyticsScreen,
  tags: ['autodocs'],
  // The dashboard shell provides the page's <main>.
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/analytics">
        <main>
          <Story />
        </main>
      </MemoryNavigationProvider>
    ),
  ],
  // A fixed locale, so screenshots do not depend on the machine's.
  args: {
    range: '7d',
    summary: sampleAnalyticsSummary('7d'),
    error: null,
    shareUrl: 'https://ada.showfolio.app/',
    onRangeChange: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    locale: 'en-GB',
  },
} satisfies Meta<typeof AnalyticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const week = sampleAnalyticsSummary('7d');

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    const totals = canvas.getByRole('list', { name: /^Totals/ });
    await expect(within(totals).getByText(String(week.current.totals.views))).toBeVisible();
    await expect(within(totals).getAllByText(/vs previous 7 days$/)).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: /Daily views and unique visitors/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: /Daily views and unique visitors/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
    await expect(canvas.getByRole('table', { name: /Views by referring site/ })).toHaveTextContent('linkedin.com');
    await expect(canvas.getByRole('table', { name: /Views by device/ })).toHaveTextContent('Mobile');
  },
};

export const Quarter: Story = {
  args: { range: '90d', summary: sampleAnalyticsSummary('90d') },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Daily views and unique visitors/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 90);
  },
};

export const Mobile: Story = {
  args: { range: '30d', summary: sampleAnalyticsSummary('30d') },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Daily views and unique visitors/ })).toBeVisible();
    // Nothing (a long referrer, the chart) pushes the page wider than the screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Loading: Story = {
  args: { summary: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading analytics...');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { summary: undefined, error: new Error('Request failed with status 500') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your analytics');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { summary: emptyAnalyticsSummary('7d') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No visits yet — share your link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://ada.showfolio.app/' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: 'Copy Link' })).toBeEnabled();
  },
};

export const EmptyNotPublished: Story = {
  args: { summary: emptyAnalyticsSummary('7d'), shareUrl: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No visits yet — share your link' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a Template' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/templates');
  },
};

function WithRangeState(args: AnalyticsScreenProps) {
  const [range, setRange] = useState<AnalyticsRange>(args.range);
  return (
    <AnalyticsScreen
      {...args}
      range={range}
      summary={sampleAnalyticsSummary(range)}
      onRangeChange={(next) => {
        setRange(next);
        args.onRangeChange(next);
      }}
    />
  );
}

export const ChangeRange: Story = {
  render: (args) => <WithRangeState {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '30 days' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('30d');
    await expect(canvas.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('90d');
    await expect(canvas.getByRole('tab', { name: '90 days' })).toHaveFocus();
    const table = canvas.getByRole('table', { name: /Daily views and unique visitors/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 90);
  },
};
