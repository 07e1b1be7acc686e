import type { AccountNavigation } from './accountNavigation';

/** What react-router keeps in `history.state`: the app's state as `usr`, the entry's key and index. */
interface RouterHistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const currentEntry = (): RouterHistoryEntry | null =>
  typeof window === 'undefined' ? null : (window.history.state as RouterHistoryEntry | null);

/**
 * The account pages' navigation without the router: the state the page was reached with is read
 * where react-router keeps it, and every move is a full page load. A move that hands state on
 * (sign-up passing the new e-mail to sign-in) writes the new entry in react-router's shape and
 * loads it, so the next page finds it whether the light entry or the full app starts there.
 */
export function documentNavigation(): AccountNavigation {
  return {
    state: currentEntry()?.usr ?? null,
    go(to, { replace = false, state } = {}) {
      if (state === undefined) {
        if (replace) window.location.replace(to);
        else window.location.assign(to);
        return;
      }
      const entry: RouterHistoryEntry = {
        usr: state,
        key: Math.random().toString(36).slice(2, 10),
        idx: (currentEntry()?.idx ?? 0) + (replace ? 0 : 1),
      };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      // A reload keeps the entry's state.
      window.location.reload();
    },
  };
}
