import { useEffect, useRef } from 'react';

/**
 * Whether the component is still mounted, for work that finishes after an await: a result that
 * arrives after the component is gone is dropped rather than set on nothing.
 */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
