import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept up to date; false on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The sidebar turns into a drawer at this width and below (accounts §9). */
export const drawerQuery = '(max-width: 1023px)';
/** The tour switches to its pinned mobile card at this width and below. */
export const tourMobileQuery = '(max-width: 768px)';
