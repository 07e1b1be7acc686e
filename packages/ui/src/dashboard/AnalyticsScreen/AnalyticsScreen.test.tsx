import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { AnalyticsScreen } from './AnalyticsScreen';
import { changeVersusPrevious } from './analyticsText';
import { emptyAnalyticsSummary, sampleAnalyticsSummary } from './fixtures';

function renderScreen(props: Partial<ComponentProps<typeof AnalyticsScreen>> = {}) {
  const handlers = { onRangeChange: vi.fn(), onRetry: vi.fn(), onNavigate: vi.fn() };
  const view = render(
    <MemoryNavigationProvider initialPath="/analytics">
      <main>
        <AnalyticsScreen range="7d" summary={sampleAnalyticsSummary('7d')} locale="en-GB" {...handlers} {...props} />
      </main>
    </MemoryNavigationProvider>,
  );
  return { ...view, ...handlers };
}

describe('analytics screen', () => {
  it('keeps the PRO badge and shows views and unique visitors with their change', async () => {
    const summary = sampleAnalyticsSummary('7d');
    const { container } = renderScreen({ summary });
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    const totals = within(screen.getByRole('list', { name: 'Totals, 4 May – 10 May' }));
    const [views, uniques] = totals.getAllByRole('listitem');
    expect(views).toHaveTextContent(`Views${summary.current.totals.views}`);
    const viewsChange = Math.round((summary.current.totals.views / summary.previous.totals.views - 1) * 100);
    expect(views).toHaveTextContent(`+${viewsChange}% vs previous 7 days`);
    expect(uniques).toHaveTextContent(`Unique visitors${summary.current.totals.uniques}`);
    await expectNoAxeViolations(container);
  });

  it('gives the chart a name and every day in a table, and the referrers and devices as tables', () => {
    const summary = sampleAnalyticsSummary('7d');
    renderScreen({ summary });
    expect(screen.getByRole('img', { name: /^Daily views and unique visitors, 4 May – 10 May/ })).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'Daily views and unique visitors, 4 May – 10 May' });
    const rows = within(days).getAllByRole('row');
    expect(rows).toHaveLength(8);
    const last = summary.current.daily.at(-1)!;
    expect(rows.at(-1)).toHaveTextContent(`Sat, 10 May 2025${last.views}${last.uniques}`);
    const referrers = screen.getByRole('table', { name: 'Views by referring site, 4 May – 10 May' });
    expect(within(referrers).getByRole('rowheader', { name: 'Direct or unknown' })).toBeInTheDocument();
    expect(within(referrers).getByRole('rowheader', { name: 'linkedin.com' })).toBeInTheDocument();
    const devices = screen.getByRole('table', { name: 'Views by device, 4 May – 10 May' });
    expect(within(devices).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Desktop', 'Mobile', 'Tablet']);
    expect(screen.getByRole('table', { name: 'Views by link source, 4 May – 10 May' })).toHaveTextContent('newsletter');
  });

  it('changes the range by click and by arrow keys (tabs pattern)', async () => {
    const user = userEvent.setup();
    const { onRangeChange } = renderScreen();
    const week = screen.getByRole('tab', { name: '7 days' });
    expect(week).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', week.id);
    await user.click(screen.getByRole('tab', { name: '90 days' }));
    expect(onRangeChange).toHaveBeenLastCalledWith('90d');
    week.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onRangeChange).toHaveBeenLastCalledWith('90d');
    expect(screen.getByRole('tab', { name: '90 days' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onRangeChange).toHaveBeenLastCalledWith('30d');
  });

  it('shows "No visits yet — share your link" with the published address for a new portfolio', async () => {
    const { container } = renderScreen({ summary: emptyAnalyticsSummary('7d'), shareUrl: 'https://ada.showfolio.app/' });
    expect(screen.getByRole('heading', { name: 'No visits yet — share your link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://ada.showfolio.app/' })).toHaveAttribute('href', 'https://ada.showfolio.app/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sends an owner with nothing published to the templates', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen({ summary: emptyAnalyticsSummary('7d'), shareUrl: null });
    await user.click(screen.getByRole('button', { name: 'Choose a Template' }));
    expect(onNavigate).toHaveBeenCalledWith('/templates');
  });

  it('shows a loading state, also while another range than the selected one is on hand', async () => {
    const { container } = renderScreen({ range: '30d', summary: sampleAnalyticsSummary('7d') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the error with a Try Again button', async () => {
    const user = userEvent.setup();
    const { onRetry, container } = renderScreen({ summary: undefined, error: new Error('API request failed: 500') });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your analyticsAPI request failed: 500');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});

describe('change versus the previous period', () => {
  it.each([
    [12, 10, 'up', '+20% vs previous 7 days'],
    [5, 10, 'down', '−50% vs previous 7 days'],
    [4, 4, 'same', 'No change vs previous 7 days'],
    [3, 0, 'up', 'Up from 0 in the previous 7 days'],
    [1001, 1000, 'same', 'About the same as the previous 7 days'],
  ] as const)('%i after %i reads %s: "%s"', (current, previous, direction, text) => {
    expect(changeVersusPrevious(current, previous, '7d')).toEqual({ direction, text });
  });
});
