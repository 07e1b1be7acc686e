import { emptyPortfolioDraft } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { OverviewScreen } from './OverviewScreen';

describe('overview screen', () => {
  it('greets the user by first name', () => {
    render(<OverviewScreen firstName="Ada" draft={emptyPortfolioDraft()} autoStartTour={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
  });

  it('counts nine sections, lists the missing ones and links to /profile under 100%', () => {
    const draft = emptyPortfolioDraft();
    draft.userDetails = { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'ada@example.com' };
    draft.bio = 'Engineer.';
    render(<OverviewScreen firstName="Ada" draft={draft} autoStartTour={false} />);
    const meter = screen.getByRole('progressbar', { name: 'Your profile is 22% complete' });
    expect(meter).toHaveAttribute('aria-valuenow', '22');
    const missing = within(screen.getByRole('region', { name: 'Profile Completion' })).getAllByRole('listitem');
    expect(missing.map((item) => item.textContent)).toEqual([
      'Profile Picture',
      'Resume',
      'Education',
      'Skills',
      'Projects',
      'Experience',
      'Social Links',
    ]);
    expect(screen.getByRole('link', { name: 'Finish Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText('All sections completed! Your profile is looking great!')).not.toBeInTheDocument();
  });

  it('counts the name and e-mail given at sign-up, so Basic Profile is not missing on a new account', () => {
    const account = { firstName: 'Ada', lastName: 'Rivera', email: 'ada@example.com' };
    render(<OverviewScreen firstName="Ada" account={account} draft={emptyPortfolioDraft()} autoStartTour={false} />);
    expect(screen.getByRole('progressbar', { name: 'Your profile is 11% complete' })).toBeInTheDocument();
    const missing = within(screen.getByRole('region', { name: 'Profile Completion' })).getAllByRole('listitem');
    expect(missing.map((item) => item.textContent)).not.toContain('Basic Profile');
    expect(missing).toHaveLength(8);
  });

  it('says "All sections completed! Your profile is looking great!" at 100%', () => {
    render(<OverviewScreen firstName="Ada" draft={sampleDraft} autoStartTour={false} />);
    expect(screen.getByRole('progressbar', { name: 'Your profile is 100% complete' })).toBeInTheDocument();
    expect(screen.getByText('All sections completed! Your profile is looking great!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Finish Profile' })).not.toBeInTheDocument();
  });

  it('shows the Profile Wizard and Template Gallery cards and What\'s Coming Next', () => {
    render(<OverviewScreen firstName="Ada" draft={sampleDraft} autoStartTour={false} />);
    expect(within(screen.getByRole('region', { name: 'Profile Wizard' })).getByRole('link')).toHaveAttribute('href', '/profile');
    expect(within(screen.getByRole('region', { name: 'Template Gallery' })).getByRole('link', { name: 'Browse Templates' })).toHaveAttribute(
      'href',
      '/templates',
    );
    const next = screen.getByRole('region', { name: "What's Coming Next" });
    expect(within(next).getByRole('heading', { name: 'Mio, your AI portfolio assistant' })).toBeInTheDocument();
    expect(within(next).getByRole('heading', { name: 'Photographer templates' })).toBeInTheDocument();
    expect(within(next).getByRole('heading', { name: 'UI/UX designer template' })).toBeInTheDocument();
  });

  it('starts the tour after 1.5 s with a Take Tour button to restart it', async () => {
    vi.useFakeTimers();
    try {
      render(<OverviewScreen firstName="Ada" draft={sampleDraft} />);
      expect(screen.getByRole('button', { name: 'Take Tour' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.getByRole('dialog', { name: 'Navigation Sidebar' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no axe violations, incomplete and complete', async () => {
    const { container, rerender } = render(<OverviewScreen firstName="Ada" draft={emptyPortfolioDraft()} autoStartTour={false} />);
    await expectNoAxeViolations(container);
    rerender(<OverviewScreen firstName="Ada" draft={sampleDraft} autoStartTour={false} />);
    await expectNoAxeViolations(container);
  });

  describe('your site', () => {
    const deployment = {
      templateIdentifier: 'minimal-portfolio-v1',
      deployUrl: 'http://ada.showfolio.localhost:3000/',
      subdomain: 'ada',
    };

    it('shows the live address with Open and Copy as soon as something is deployed', async () => {
      const user = userEvent.setup();
      const { container } = render(
        <OverviewScreen firstName="Ada" draft={sampleDraft} deployment={deployment} autoStartTour={false} />,
      );
      const site = screen.getByRole('region', { name: 'Your site' });
      expect(within(site).getByText('Live')).toBeInTheDocument();
      expect(within(site).getByRole('link', { name: 'ada.showfolio.localhost:3000' })).toHaveAttribute(
        'href',
        deployment.deployUrl,
      );
      const open = within(site).getByRole('link', { name: 'Open' });
      expect(open).toHaveAttribute('href', deployment.deployUrl);
      expect(open).toHaveAttribute('target', '_blank');
      expect(open).toHaveAttribute('rel', 'noopener noreferrer');
      await user.click(within(site).getByRole('button', { name: 'Copy' }));
      expect(within(site).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(deployment.deployUrl);
      expect(within(site).queryByText('Not published yet')).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it('says "Not published yet" with a link to choose a template before the first deploy', async () => {
      const { container } = render(
        <OverviewScreen firstName="Ada" draft={sampleDraft} deployment={null} autoStartTour={false} />,
      );
      const site = screen.getByRole('region', { name: 'Your site' });
      expect(within(site).getByText('Not published yet')).toBeInTheDocument();
      expect(within(site).getByRole('link', { name: 'Choose a template' })).toHaveAttribute('href', '/templates');
      expect(within(site).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it('claims neither state while the deployment is loading', () => {
      render(<OverviewScreen firstName="Ada" draft={sampleDraft} deployment={undefined} autoStartTour={false} />);
      const site = screen.getByRole('region', { name: 'Your site' });
      expect(within(site).queryByText('Not published yet')).not.toBeInTheDocument();
      expect(within(site).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
      expect(within(site).getByRole('status')).toBeInTheDocument();
    });
  });

  describe('unpublish', () => {
    const deployment = {
      templateIdentifier: 'minimal-portfolio-v1',
      deployUrl: 'http://ada.showfolio.localhost:3000/',
      subdomain: 'ada',
    };

    it('asks before taking the site offline, then unpublishes', async () => {
      const user = userEvent.setup();
      const onUnpublish = vi.fn(async () => undefined);
      render(<OverviewScreen firstName="Ada" draft={sampleDraft} deployment={deployment} onUnpublish={onUnpublish} autoStartTour={false} />);
      await user.click(within(screen.getByRole('region', { name: 'Your site' })).getByRole('button', { name: 'Unpublish' }));
      const dialog = screen.getByRole('dialog', { name: 'Unpublish your site?' });
      expect(dialog).toHaveTextContent('ada.showfolio.localhost:3000 will show "not found" until you publish again.');
      expect(dialog).toHaveTextContent('The address stays yours for 30 days.');
      await expectNoAxeViolations(document.body);
      await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
      expect(onUnpublish).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('keeps the site live on Cancel', async () => {
      const user = userEvent.setup();
      const onUnpublish = vi.fn(async () => undefined);
      render(<OverviewScreen firstName="Ada" draft={sampleDraft} deployment={deployment} onUnpublish={onUnpublish} autoStartTour={false} />);
      await user.click(screen.getByRole('button', { name: 'Unpublish' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(onUnpublish).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows why unpublishing failed and keeps the dialog open', async () => {
      const user = userEvent.setup();
      const onUnpublish = vi.fn(async () => {
        throw new Error('No deployment found');
      });
      render(<OverviewScreen firstName="Ada" draft={sampleDraft} deployment={deployment} onUnpublish={onUnpublish} autoStartTour={false} />);
      await user.click(screen.getByRole('button', { name: 'Unpublish' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No deployment found');
    });
  });

  describe('re-publish', () => {
    const offlineSite = { subdomain: 'ada', templateIdentifier: 'minimal-portfolio-v1' };

    it('offers "Publish again" for the site taken offline, deploying it to the same address', async () => {
      const user = userEvent.setup();
      const onRepublish = vi.fn(async () => undefined);
      const { container } = render(
        <OverviewScreen firstName="Ada" draft={sampleDraft} deployment={null} offlineSite={offlineSite} onRepublish={onRepublish} autoStartTour={false} />,
      );
      const site = within(screen.getByRole('region', { name: 'Your site' }));
      expect(site.getByText('Offline')).toBeInTheDocument();
      expect(site.getByText('ada is not published right now. Publish it again at the same address.')).toBeInTheDocument();
      await expectNoAxeViolations(container);
      await user.click(site.getByRole('button', { name: 'Publish again' }));
      expect(onRepublish).toHaveBeenCalledWith(offlineSite);
    });

    it('shows why re-publishing failed', async () => {
      const user = userEvent.setup();
      const onRepublish = vi.fn(async () => {
        throw new Error('Subdomain is already taken');
      });
      render(<OverviewScreen firstName="Ada" draft={sampleDraft} deployment={null} offlineSite={offlineSite} onRepublish={onRepublish} autoStartTour={false} />);
      await user.click(screen.getByRole('button', { name: 'Publish again' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Subdomain is already taken');
    });
  });
});
