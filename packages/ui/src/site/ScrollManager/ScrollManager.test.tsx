import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryNavigationProvider, useNavigation } from '../../primitives/Navigation';
import { ScrollManager } from './ScrollManager';

function Go({ to }: { to: string }) {
  const { navigate } = useNavigation();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go {to}
    </button>
  );
}

function LateSection() {
  const [shown, setShown] = useState(false);
  return shown ? <section id="late">Late</section> : <button type="button" onClick={() => setShown(true)}>render late</button>;
}

describe('scroll manager', () => {
  afterEach(() => vi.useRealTimers());

  it('scrolls to the top on a path change without a hash', () => {
    render(
      <MemoryNavigationProvider initialPath="/">
        <ScrollManager />
        <Go to="/contributors" />
      </MemoryNavigationProvider>,
    );
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    act(() => screen.getByRole('button', { name: 'go /contributors' }).click());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('scrolls to the anchor of a hash change', () => {
    render(
      <MemoryNavigationProvider initialPath="/">
        <ScrollManager />
        <section id="faq">FAQ</section>
        <Go to="/#faq" />
      </MemoryNavigationProvider>,
    );
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    act(() => screen.getByRole('button', { name: 'go /#faq' }).click());
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('FAQ'));
  });

  it('waits for an anchor that renders after the navigation', () => {
    vi.useFakeTimers();
    render(
      <MemoryNavigationProvider initialPath="/">
        <ScrollManager />
        <LateSection />
        <Go to="/#late" />
      </MemoryNavigationProvider>,
    );
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    act(() => screen.getByRole('button', { name: 'go /#late' }).click());
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'render late' }).click());
    act(() => vi.advanceTimersByTime(50));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Late'));
  });
});
