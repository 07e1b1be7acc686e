import { useEffect } from 'react';
import { useNavigation } from '../../primitives/Navigation';
import { scrollToAnchor, scrollToTop } from './scrollToAnchor';

/** How long to keep looking for an anchor that a freshly opened page has not rendered yet. */
const anchorWaitMs = 1000;
const anchorPollMs = 50;

/**
 * On every change of path or hash, scrolls to the anchor, or to the top when there is none.
 * Renders nothing; put it once inside the navigation provider.
 */
export function ScrollManager() {
  const { pathname, hash } = useNavigation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      scrollToTop();
      return;
    }
    if (scrollToAnchor(id)) return;
    let waited = 0;
    const timer = window.setInterval(() => {
      waited += anchorPollMs;
      if (scrollToAnchor(id) || waited >= anchorWaitMs) window.clearInterval(timer);
    }, anchorPollMs);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}
