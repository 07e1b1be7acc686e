import { useEffect, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true): for a
 * part of a page whose code should load only when the visitor gets near it. Without
 * IntersectionObserver (very old browsers, jsdom) it is true once the element is mounted.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  // False on the first render everywhere (the element is not mounted yet), so a server render and
  // the browser's hydration agree.
  const near = seen || (element !== null && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
