import { useCallback, useRef, useState } from 'react';
import type { WizardDirection, WizardGuard } from './context';

/** The current step's guards (an entry typed but not added yet): each may hold Next or Back. */
export function useWizardGuards() {
  const guards = useRef(new Set<WizardGuard>());
  const registerGuard = useCallback((guard: WizardGuard) => {
    guards.current.add(guard);
    return () => void guards.current.delete(guard);
  }, []);
  /** Every guard of the step in turn; the first that says stay wins. */
  const guardsAllow = async (direction: WizardDirection) => {
    for (const guard of [...guards.current]) if (!(await guard(direction))) return false;
    return true;
  };
  return { registerGuard, guardsAllow };
}

/** Runs a move (Next, Back) once at a time, with the buttons showing the wait; `onStart` runs as it begins. */
export function useBusyMoves(onStart: () => void) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const whileBusy = async (move: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    onStart();
    try {
      await move();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  return { busy, whileBusy };
}
