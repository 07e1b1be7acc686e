import { useSyncExternalStore } from 'react';
import type { PortfolioStore, PortfolioStoreState } from './portfolioStore';

/** What the api-client's stores (session, portfolio) share: a state and change notifications. */
export interface ExternalStore<State> {
  getState(): State;
  /** Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The store's current state, re-rendering on every change (the same snapshot on the server). */
export function useStoreState<State>(store: ExternalStore<State>): State {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The portfolio store's current state, re-rendering on every change. */
export const usePortfolioStore: (store: PortfolioStore) => PortfolioStoreState = useStoreState;
