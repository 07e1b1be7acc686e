import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Tour, dashboardTourStops, tourSeenStorageKey, type TourProps } from './Tour';

function Page(props: Partial<TourProps>) {
  return (
    <Tour stops={dashboardTourStops} {...props}>
      <nav data-tour="sidebar" aria-label="Sidebar">
        sidebar
      </nav>
      <header data-tour="topbar">
        <button type="button" data-tour="menu">
          Open menu
        </button>
      </header>
      <main>
        <h1 data-tour="welcome">Welcome, Ada!</h1>
        <section data-tour="profile-completion" aria-label="Profile completion">
          completion
        </section>
        <Tour.Trigger />
      </main>
      <Tour.Card />
    </Tour>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const key = (name: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: name }));

function setViewport(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

describe('guided tour', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts by itself after 1.5 s when it was not taken before', async () => {
    render(<Page autoStart />);
    await advance(1499);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Navigation Sidebar' })).toBeInTheDocument();
  });

  it('does not start by itself once the seen flag is stored', async () => {
    window.localStorage.setItem(tourSeenStorageKey, 'true');
    render(<Page autoStart />);
    await advance(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does not start by itself when the account says it was seen, in a browser that never saw it", async () => {
    render(<Page autoStart seen />);
    await advance(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take Tour' }));
    expect(screen.getByRole('dialog', { name: 'Navigation Sidebar' })).toBeInTheDocument();
  });

  it('tells the host when it is closed or finished, to store that with the account', async () => {
    const onSeen = vi.fn();
    render(<Page defaultOpen onSeen={onSeen} />);
    await advance(200);
    expect(onSeen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('starts from Take Tour and reveals each stop after the desktop delays, focusing the card', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Take Tour' }));
    const card = screen.getByRole('dialog', { name: 'Navigation Sidebar' });
    const layer = card.parentElement!;
    expect(layer).toHaveAttribute('data-state', 'moving');
    await advance(50);
    expect(screen.getByRole('navigation', { name: 'Sidebar' }).scrollIntoView).toHaveBeenCalled();
    await advance(50);
    expect(layer).toHaveAttribute('data-placement', 'anchored');
    expect(layer).toHaveAttribute('data-state', 'moving');
    await advance(100);
    expect(layer).toHaveAttribute('data-state', 'shown');
    expect(card).toHaveFocus();
    expect(card).toHaveAccessibleDescription(/Move between your Overview/);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('walks the five stops with Next and Previous and ends with Finish, storing the seen flag', async () => {
    render(<Page defaultOpen />);
    await advance(200);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const titles = ['Navigation Sidebar', 'Top Bar', 'Welcome Header', 'Profile Completion', "You're All Set!"];
    for (const [index, title] of titles.entries()) {
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      if (index < titles.length - 1) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await advance(200);
    }
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'center');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Profile Completion' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(tourSeenStorageKey)).toBe('true');
  });

  it('goes forward with → and space, back with ←, and closes with Escape', async () => {
    const onStepChange = vi.fn();
    render(<Page defaultOpen onStepChange={onStepChange} />);
    await advance(200);
    await key('ArrowRight');
    expect(screen.getByRole('dialog', { name: 'Top Bar' })).toBeInTheDocument();
    await key(' ');
    expect(screen.getByRole('dialog', { name: 'Welcome Header' })).toBeInTheDocument();
    await key('ArrowLeft');
    expect(screen.getByRole('dialog', { name: 'Top Bar' })).toBeInTheDocument();
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual([1, 2, 1]);
    await key('Escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(tourSeenStorageKey)).toBe('true');
  });

  it('stores the seen flag when closed with the Close button', async () => {
    render(<Page defaultOpen />);
    await advance(200);
    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(tourSeenStorageKey)).toBe('true');
  });

  it('follows a controlled step', async () => {
    render(<Page defaultOpen step={3} />);
    await advance(200);
    expect(screen.getByRole('dialog', { name: 'Profile Completion' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Profile Completion' })).toBeInTheDocument();
  });

  it('pins the card on mobile, shows the navigation hint and uses the 300/400 ms delays', async () => {
    const restore = setViewport(768);
    try {
      render(<Page defaultOpen />);
      const layer = screen.getByRole('dialog').parentElement!;
      await advance(299);
      expect(layer).toHaveAttribute('data-placement', 'center');
      await advance(1);
      // jsdom lays everything out at the top, so the card is pinned to the bottom.
      expect(layer).toHaveAttribute('data-placement', 'bottom');
      expect(layer).toHaveAttribute('data-layout', 'mobile');
      await advance(99);
      expect(layer).toHaveAttribute('data-state', 'moving');
      await advance(1);
      expect(layer).toHaveAttribute('data-state', 'shown');
      expect(screen.getByText('Use arrow keys or tap buttons to navigate')).toBeInTheDocument();
      await key('ArrowRight');
      await key('ArrowRight');
      await key('ArrowRight');
      await key('ArrowRight');
      await advance(400);
      expect(screen.getByRole('dialog', { name: "You're All Set!" }).parentElement).toHaveAttribute('data-placement', 'center');
    } finally {
      restore();
    }
  });

  it('points at the menu button on a phone, where the sidebar is a closed drawer', async () => {
    const restore = setViewport(375);
    try {
      render(<Page defaultOpen />);
      await advance(400);
      expect(screen.getByRole('dialog', { name: 'Navigation Sidebar' })).toBeInTheDocument();
      // One mock serves every element (test/setup.ts); its contexts say which ones were scrolled to.
      const scrolledTo = vi.mocked(Element.prototype.scrollIntoView).mock.contexts;
      expect(scrolledTo).toContain(screen.getByRole('button', { name: 'Open menu' }));
      expect(scrolledTo).not.toContain(screen.getByRole('navigation', { name: 'Sidebar' }));
    } finally {
      restore();
    }
  });

  it('keeps the highlight on its target while the page is still scrolling to it', async () => {
    render(<Page defaultOpen step={3} />);
    const target = screen.getByRole('region', { name: 'Profile completion' });
    let top = 400;
    vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ x: 264, y: top, width: 992, height: 248 }));
    await advance(100);
    const spotlight = () => screen.getByRole('dialog').previousElementSibling as HTMLElement;
    expect(spotlight().style.top).toBe('394px');
    // The smooth scroll goes on after the highlight showed: the rest of it moves the target 88 px up.
    top = 312;
    fireEvent.scroll(window);
    await advance(20);
    expect(spotlight().style.top).toBe('306px');
    expect(spotlight().style.left).toBe('258px');
  });

  it('centres the card when a stop points at something hidden', async () => {
    render(
      <Tour stops={[{ target: 'drawer', title: 'Drawer', content: 'Inside a closed drawer.' }]} defaultOpen>
        <div hidden>
          <nav data-tour="drawer" aria-label="Drawer" />
        </div>
        <Tour.Card />
      </Tour>,
    );
    await advance(200);
    expect(screen.getByRole('dialog', { name: 'Drawer' }).parentElement).toHaveAttribute('data-placement', 'center');
  });

  it('has no axe violations on a stop', async () => {
    const { container } = render(<Page defaultOpen />);
    await advance(200);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
