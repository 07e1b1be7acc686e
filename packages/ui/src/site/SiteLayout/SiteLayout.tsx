import type { ReactNode } from 'react';
import { CookieConsentBanner } from '../CookieConsentBanner';
import { Footer } from '../Footer';
import { ScrollManager } from '../ScrollManager';
import { TopNav } from '../TopNav';
import type { SiteVisitor } from '../TopNav';
import type { SocialLink } from '../social.data';
import * as styles from './SiteLayout.css';

export interface SiteLayoutProps {
  children: ReactNode;
  socialLinks?: ReadonlyArray<SocialLink>;
  /** Show the cookie consent banner until 'Accept All' is chosen (default true). */
  cookieBanner?: boolean;
  /** Who is looking; guests get Sign in / Sign up in the top navigation (default 'guest'). */
  visitor?: SiteVisitor;
}

/** The public site's frame: skip link, fixed top navigation, main content, footer. */
export function SiteLayout({ children, socialLinks, cookieBanner = true, visitor }: SiteLayoutProps) {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <ScrollManager />
      <TopNav visitor={visitor} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer socialLinks={socialLinks} />
      {cookieBanner ? <CookieConsentBanner /> : null}
    </div>
  );
}
