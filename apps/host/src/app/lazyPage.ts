import { createElement, lazy, type ComponentType } from 'react';

/** A route's page, loaded on first render, that can also be loaded ahead of it. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the page's chunk; once it has, the page renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy suspends on its first render even when the chunk is already in memory. A prerendered
 * page must hydrate without suspending (the server rendered it whole), so once `preload` has run the
 * page renders its component directly.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}
