import { useEffect, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true): for a
 * part of a page whose code should load only when the visitor gets near it. Without
 * IntersectionObserver (very old browsers, jsdom) it is true once the element is mounted.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  // False on the first render everywhere, so a server render and the browser's hydration agree.
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
