import { useEffect, useState } from 'react';
import { appPaths } from '@showfolio/portfolio-schema';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Navigation';
import * as styles from './CookieConsentBanner.css';

/** The localStorage key that remembers the choice. */
export const cookieConsentStorageKey = 'showfolio.cookieConsent';

function readConsent(): boolean {
  try {
    return window.localStorage.getItem(cookieConsentStorageKey) === 'accepted';
  } catch {
    // Storage can be blocked (private modes, strict settings); then ask each visit.
    return false;
  }
}

export interface CookieConsentBannerProps {
  onAccept?: () => void;
}

/** Asks once for cookie consent; 'Accept All' is remembered in localStorage. */
export function CookieConsentBanner({ onAccept }: CookieConsentBannerProps) {
  const [visible, setVisible] = useState(false);

  // Read after mount so server-rendered HTML and the first client render agree.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(!readConsent());
  }, []);

  if (!visible) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(cookieConsentStorageKey, 'accepted');
    } catch {
      // Not remembered: the banner returns next visit, which is the safe outcome.
    }
    setVisible(false);
    onAccept?.();
  };

  return (
    <section aria-label="Cookie consent" className={styles.banner}>
      <p className={styles.text}>
        We use cookies to keep you signed in, remember your preferences and understand how Showfolio is used. Read
        our <Link href={appPaths.cookiePolicy}>Cookie Policy</Link> to learn more.
      </p>
      <Button onClick={accept}>Accept All</Button>
    </section>
  );
}
