import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('300px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** jsdom has no IntersectionObserver: a stand-in that reports what the test says the browser saw. */
class ViewportObserver {
  static instances: ViewportObserver[] = [];
  observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ViewportObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ViewportObserver.instances = [];
  });

  it('is true once mounted where the browser has no IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is false in a server render, as in the first render of hydration', () => {
    expect(renderToString(<Probe />)).toContain('far');
  });

  it('turns true when the element comes within the margin, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', ViewportObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = ViewportObserver.instances;
    expect(observer?.options.rootMargin).toBe('300px');
    act(() => observer!.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer!.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer!.observed).toEqual([]);
  });
});
