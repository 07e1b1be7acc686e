import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deployedTemplates, elegantTemplate, minimalTemplate } from '../fixtures';
import { FlexScreen, type FlexScreenProps } from './FlexScreen';
import { formatDeployedAt } from './formatDeployedAt';

const DashboardMain = ({ children }: { children: ReactNode }) => <main>{children}</main>;

function renderFlex(props: Partial<FlexScreenProps> = {}) {
  const handlers = { onRefresh: vi.fn(), onNavigate: vi.fn() };
  const utils = render(
    <FlexScreen
      deployedTemplates={deployedTemplates}
      locale="en-GB"
      timeZone="UTC"
      {...handlers}
      {...props}
    />,
    { wrapper: DashboardMain },
  );
  return { ...utils, ...handlers, user: userEvent.setup() };
}

describe('flex', () => {
  it('shows "Flex", "Your deployed templates at a glance" and a Refresh button', async () => {
    const { user, onRefresh } = renderFlex();
    expect(screen.getByRole('heading', { level: 1, name: 'Flex' })).toBeInTheDocument();
    expect(screen.getByText('Your deployed templates at a glance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows one card per site, newest first, with its history folded underneath', async () => {
    const { container, user } = renderFlex({ templates: [minimalTemplate, elegantTemplate] });
    const sites = within(screen.getByRole('list', { name: 'Deployed sites' }));
    expect(
      sites.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['ada.showfolio.test', 'ada-old.showfolio.test']);

    const ada = screen.getByRole('listitem', { name: 'ada.showfolio.test' });
    const history = within(ada).getByRole('group');
    expect(history).not.toHaveAttribute('open');
    const summary = within(history).getByText('History (3 deployments)');
    await user.click(summary);
    expect(history).toHaveAttribute('open');
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '14 Mar 2026, 09:30 · MinimalActive',
      '1 Mar 2026, 12:00 · Elegant',
      '2 Feb 2026, 08:00 · nexus-portfolio-v1',
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows each site: Domain URL link, Active or Inactive, and its last Deployed At in local time', async () => {
    const { container } = renderFlex();
    const active = screen.getByRole('listitem', { name: 'ada.showfolio.test' });
    const link = within(active).getByRole('link', { name: 'https://ada.showfolio.test' });
    expect(link).toHaveAttribute('href', 'https://ada.showfolio.test');
    expect(link).toHaveAttribute('target', '_blank');
    const [, activeStatus, activeDeployedAt] = within(active).getAllByRole('definition');
    expect(activeStatus).toHaveTextContent('Active');
    expect(activeDeployedAt).toHaveTextContent('14 Mar 2026, 09:30');
    for (const time of within(active).getAllByText('14 Mar 2026, 09:30')) {
      expect(time).toHaveAttribute('datetime', '2026-03-14T09:30:00.000Z');
    }

    const inactive = screen.getByRole('listitem', { name: 'ada-old.showfolio.test' });
    expect(within(inactive).getByRole('link', { name: 'ada-old.showfolio.test' })).toHaveAttribute(
      'href',
      'https://ada-old.showfolio.test',
    );
    const [, inactiveStatus, inactiveDeployedAt] = within(inactive).getAllByRole('definition');
    expect(inactiveStatus).toHaveTextContent('Inactive');
    expect(inactiveDeployedAt).toHaveTextContent('1 Dec 2025, 18:05');
    expect(
      within(inactive)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Domain URL', 'Status', 'Deployed At']);
    await expectNoAxeViolations(container);
  });

  it('formats Deployed At in the given time zone', () => {
    renderFlex({ locale: 'en-US', timeZone: 'Asia/Kolkata' });
    const expected = formatDeployedAt('2026-03-14T09:30:00.000Z', {
      locale: 'en-US',
      timeZone: 'Asia/Kolkata',
    });
    expect(expected).toMatch(/3:00\s?PM/);
    const [, , deployedAt] = within(screen.getByRole('listitem', { name: 'ada.showfolio.test' })).getAllByRole('definition');
    expect(deployedAt).toHaveTextContent(expected);
  });

  it('shows an unparsable date as sent', () => {
    renderFlex({
      deployedTemplates: [
        { domainUrl: 'https://x.showfolio.test', isActive: true, deployedAt: 'yesterday' },
      ],
    });
    const [, , deployedAt] = within(screen.getByRole('listitem', { name: 'x.showfolio.test' })).getAllByRole('definition');
    expect(deployedAt).toHaveTextContent('yesterday');
  });

  it('shows a spinner while loading', async () => {
    const { container } = renderFlex({ deployedTemplates: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading deployed templates...');
    await expectNoAxeViolations(container);
  });

  it('shows the error when loading fails', async () => {
    const { container } = renderFlex({
      deployedTemplates: undefined,
      error: new Error('Request failed with status 500'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error loading deployed templates: Request failed with status 500',
    );
    await expectNoAxeViolations(container);
  });

  it('shows "No deployed templates found for this portfolio." and sends "Deploy Your First Template" to the gallery', async () => {
    const { container, user, onNavigate } = renderFlex({ deployedTemplates: [] });
    expect(screen.getByText('No deployed templates found for this portfolio.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Deploy Your First Template' }));
    expect(onNavigate).toHaveBeenCalledWith('/templates');
  });
});
