import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { LandingScreen } from './LandingScreen';

const renderLanding = () =>
  render(
    <MemoryNavigationProvider initialPath="/">
      <LandingScreen onSubmitFeedback={() => Promise.resolve()} />
    </MemoryNavigationProvider>,
  );

describe('landing page', () => {
  afterEach(() => vi.useRealTimers());

  it('shows skeletons for 1 s on features and 1.5 s on steps', () => {
    vi.useFakeTimers();
    const { container } = renderLanding();
    expect(screen.getByRole('group', { name: 'Loading features' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('group', { name: 'Loading steps' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('group', { name: 'Loading features' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('group', { name: 'Loading features' })).not.toBeInTheDocument();
    const features = container.querySelector('#features') as HTMLElement;
    expect(within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Free Hosting',
      'Beautiful Templates',
      'Instant Updates',
      'Custom Domain',
      'Secure & Reliable',
      'Always Online',
    ]);
    expect(screen.getByRole('group', { name: 'Loading steps' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('group', { name: 'Loading steps' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('group', { name: 'Loading steps' })).not.toBeInTheDocument();
    const working = container.querySelector('#working') as HTMLElement;
    expect(within(working).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Fill the Profile Wizard',
      'Choose a Template',
      'Deploy',
    ]);
  });

  it('has the hero call to action, the Mio teaser and the anchored sections', () => {
    const { container } = renderLanding();
    // A newcomer who clicks "Get Started" wants an account; /signup sends a signed-in user on to /dashboard anyway.
    expect(screen.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'Meet Mio, your AI portfolio assistant' })).toBeInTheDocument();
    expect(screen.getByText('Dropping soon')).toBeInTheDocument();
    for (const id of ['features', 'working', 'faq']) expect(container.querySelector(`section#${id}`)).not.toBeNull();
  });

  it('shows ten testimonials in two rows of five, with the loop copies hidden', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'What Our Users Say' });
    const rows = within(section).getAllByRole('list');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getAllByRole('listitem')).toHaveLength(5);
    expect(section.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(10);
  });

  it('loads the feedback form in its own section (at once where the browser cannot tell how near it is)', async () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'Share Your Feedback' });
    const form = await within(section).findByRole('form', { name: 'Feedback' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
  });

  it('opens one FAQ at a time and closes the open one on a second click', async () => {
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const [first, second] = within(faq).getAllByRole('button');
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations while loading and once loaded', async () => {
    // axe schedules its own work on timers, so fake time must keep flowing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = renderLanding();
    await expectNoAxeViolations(container);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('heading', { name: 'Deploy' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
