import { useSyncExternalStore } from 'react';
import type { PortfolioStore, PortfolioStoreState } from './portfolioStore';

/** The store's current state, re-rendering on every change. */
export function usePortfolioStore(store: PortfolioStore): PortfolioStoreState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
