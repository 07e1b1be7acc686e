import { useState } from 'react';
import { useMounted } from '../useMounted';

/** How an action went, for the banner above its button; null before it runs and while it runs. */
export type ActionOutcome = { tone: 'success' | 'error'; message: string } | null;

export interface UseAsyncActionOptions<R> {
  /** The banner's text when the action resolves (e.g. the server's `{ message }` or a default). */
  success: (result: R) => string;
  /** The banner's text when it rejects. */
  failure: (error: unknown) => string;
}

/**
 * The busy / outcome pattern of a button that calls the server: `run` clears the last outcome,
 * marks the action busy, and says how it went. A component that unmounts meanwhile is left alone.
 * `setOutcome` lets checks made before the call (a file too large) use the same banner.
 */
export function useAsyncAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  { success, failure }: UseAsyncActionOptions<R>,
) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const mounted = useMounted();
  const run = async (...args: A): Promise<void> => {
    setOutcome(null);
    setBusy(true);
    try {
      const result = await action(...args);
      if (mounted.current) setOutcome({ tone: 'success', message: success(result) });
    } catch (error) {
      if (mounted.current) setOutcome({ tone: 'error', message: failure(error) });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };
  return { busy, outcome, run, setOutcome };
}
