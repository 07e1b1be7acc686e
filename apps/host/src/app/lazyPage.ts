import { lazy, type ComponentType } from 'react';

/** A route's page, loaded on first render (its chunk named by the loader's import). */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));
