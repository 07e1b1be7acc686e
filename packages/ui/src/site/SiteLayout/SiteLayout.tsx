import type { ReactNode } from 'react';
import { CookieConsentBanner } from '../CookieConsentBanner';
import { Footer } from '../Footer';
import { ScrollManager } from '../ScrollManager';
import { TopNav } from '../TopNav';
import type { SocialLink } from '../social.data';
import * as styles from './SiteLayout.css';

export interface SiteLayoutProps {
  children: ReactNode;
  socialLinks?: ReadonlyArray<SocialLink>;
  /** Show the cookie consent banner until 'Accept All' is chosen (default true). */
  cookieBanner?: boolean;
}

/** The public site's frame: skip link, fixed top navigation, main content, footer. */
export function SiteLayout({ children, socialLinks, cookieBanner = true }: SiteLayoutProps) {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <ScrollManager />
      <TopNav />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer socialLinks={socialLinks} />
      {cookieBanner ? <CookieConsentBanner /> : null}
    </div>
  );
}
