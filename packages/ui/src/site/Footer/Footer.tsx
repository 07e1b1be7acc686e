import type { MouseEvent } from 'react';
import { appPaths } from '@showfolio/portfolio-schema';
import { Wordmark } from '../../theme/Wordmark';
import { Link, useNavigation } from '../../primitives/Navigation';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { scrollToAnchor } from '../ScrollManager';
import { container } from '../SiteLayout/page.css';
import { socialLinks as defaultSocialLinks, type SocialLink } from '../social.data';
import * as styles from './Footer.css';

export const productAnchors = [
  { id: 'features', label: 'Features' },
  { id: 'working', label: 'How It Works' },
  { id: 'faq', label: 'FAQ' },
] as const;

export const legalLinks = [
  { href: appPaths.privacyPolicy, label: 'Privacy Policy' },
  { href: appPaths.termsOfService, label: 'Terms of Service' },
  { href: appPaths.cookiePolicy, label: 'Cookie Policy' },
  { href: appPaths.contactUs, label: 'Contact Us' },
] as const;

export interface FooterProps {
  socialLinks?: ReadonlyArray<SocialLink>;
}

/** The public site's footer: product and legal links, the social links and the copyright line. */
export function Footer({ socialLinks = defaultSocialLinks }: FooterProps) {
  const navigation = useNavigation();

  // On the home page the section is already there: scroll to it smoothly and record the hash.
  // Elsewhere the link goes to '/#id' and the ScrollManager scrolls once the home page renders.
  const onAnchorClick = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (navigation.pathname !== '/') return;
    if (!scrollToAnchor(id)) return;
    event.preventDefault();
    if (navigation.hash !== `#${id}`) navigation.navigate(`/#${id}`);
  };

  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.grid}>
          <div className={styles.about}>
            <Wordmark />
            <p>Showcase your work with a portfolio that is live in minutes, free on your own subdomain.</p>
          </div>
          <nav aria-labelledby="footer-product">
            <h2 id="footer-product" className={styles.groupTitle}>
              Product
            </h2>
            <ul className={styles.list}>
              {productAnchors.map((anchor) => (
                <li key={anchor.id}>
                  <Link href={`/#${anchor.id}`} className={styles.link} onClick={onAnchorClick(anchor.id)}>
                    {anchor.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.groupTitle}>
              Legal
            </h2>
            <ul className={styles.list}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-connect">
            <h2 id="footer-connect" className={styles.groupTitle}>
              Connect
            </h2>
            <ul className={styles.list}>
              {socialLinks.map((social) => (
                <li key={social.href}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {social.label}
                    {' '}
                    <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={styles.copyright}>© 2025 Showfolio. All rights reserved.</p>
      </div>
    </footer>
  );
}
