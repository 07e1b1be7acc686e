import { useEffect, useEffectEvent } from 'react';
import { useNavigation } from '../../primitives/Navigation';

/**
 * Once `active`, waits `ms` then calls `onDone`, or navigates to `fallbackPath` without it.
 * The latest callback is used, so a re-rendering host does not restart the countdown.
 */
export function useDelayedRedirect(active: boolean, ms: number, onDone: (() => void) | undefined, fallbackPath: string) {
  const navigation = useNavigation();
  const go = useEffectEvent(() => (onDone ? onDone() : navigation.navigate(fallbackPath)));
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => go(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
}
