import { useSyncExternalStore } from 'react';

/** Anything that holds state outside React and tells its listeners when it changed. */
export interface ExternalStore<State> {
  getState(): State;
  /** Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The store's current state, re-rendering on every change (the same snapshot on the server). */
export function useExternalStore<State>(store: ExternalStore<State>): State {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
