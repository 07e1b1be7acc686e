import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deployedTemplates } from '../fixtures';
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

  it('shows each deployment: Domain URL link, Active or Inactive, and Deployed At in local time', async () => {
    const { container } = renderFlex();
    const active = screen.getByRole('listitem', { name: 'minimal-portfolio-v1' });
    const link = within(active).getByRole('link', { name: 'https://ada.showfolio.test' });
    expect(link).toHaveAttribute('href', 'https://ada.showfolio.test');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('14 Mar 2026, 09:30')).toHaveAttribute(
      'datetime',
      '2026-03-14T09:30:00.000Z',
    );

    const inactive = screen.getByRole('listitem', { name: 'elegant-portfolio-v1' });
    expect(within(inactive).getByRole('link', { name: 'ada-old.showfolio.test' })).toHaveAttribute(
      'href',
      'https://ada-old.showfolio.test',
    );
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactive).getByText('1 Dec 2025, 18:05')).toBeInTheDocument();
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
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('shows an unparsable date as sent', () => {
    renderFlex({
      deployedTemplates: [
        { domainUrl: 'https://x.showfolio.test', isActive: true, deployedAt: 'yesterday' },
      ],
    });
    expect(screen.getByText('yesterday')).toBeInTheDocument();
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
