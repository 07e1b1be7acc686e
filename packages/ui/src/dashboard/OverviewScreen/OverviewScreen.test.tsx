import { emptyPortfolioDraft, sampleDraft } from '@showfolio/portfolio-schema';
import { act, render, screen, within } from '@testing-library/react';
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
});
