import { useEffect, useId, useState } from 'react';
import { appPaths } from '@showfolio/portfolio-schema';
import { mediaQueries } from '../../theme/theme.css';
import { Wordmark } from '../../theme/Wordmark';
import { Button, ButtonLink } from '../../primitives/Button';
import { Link, useNavigation } from '../../primitives/Navigation';
import { useLayer } from '../../primitives/Layer';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { container } from '../SiteLayout/page.css';
import * as styles from './TopNav.css';
import { cx } from '../../primitives/cx/cx';

export interface TopNavItem {
  label: string;
  href: string;
  /** Opens in a new browser tab (the spec's Dashboard item). */
  newTab?: boolean;
}

export const topNavItems: ReadonlyArray<TopNavItem> = [
  { label: 'Home', href: '/' },
  { label: 'Dashboard', href: appPaths.dashboard, newTab: true },
  { label: 'Contributors', href: appPaths.contributors },
  { label: 'Contact Us', href: appPaths.contactUs },
];

/**
 * Who is looking: a guest gets Sign in / Sign up; a signed-in user already has the Dashboard item, and
 * while the session starts ('unknown') nothing shows, so the pair never flashes for a signed-in user.
 */
export type SiteVisitor = 'guest' | 'signed-in' | 'unknown';

export interface TopNavProps {
  items?: ReadonlyArray<TopNavItem>;
  visitor?: SiteVisitor;
}

/** The fixed site header. On small screens a toggle opens the menu and locks page scrolling. */
export function TopNav({ items = topNavItems, visitor = 'guest' }: TopNavProps) {
  const { pathname } = useNavigation();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useLayer(open, { lockScroll: true, onEscape: () => setOpen(false) });
  useEffect(() => {
    if (!open) return;
    // Growing past the mobile layout hides the toggle; close the menu so scrolling is not left locked.
    const wide = window.matchMedia(mediaQueries.tablet);
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open]);

  return (
    <>
      <header className={styles.header}>
        <div className={cx(container, styles.bar)}>
          <Link href="/" className={styles.brand} aria-label="Showfolio home">
            <Wordmark />
          </Link>
          <span className={styles.toggle}>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((current) => !current)}
            >
              <span aria-hidden="true">{open ? '✕' : '☰'}</span>
              <VisuallyHidden>{open ? 'Close menu' : 'Open menu'}</VisuallyHidden>
            </Button>
          </span>
          <nav aria-label="Main" id={menuId} className={styles.menu} data-state={open ? 'open' : 'closed'}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.link}
                    target={item.newTab ? '_blank' : undefined}
                    aria-current={!item.newTab && pathname === item.href ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                    {item.newTab ? (
                      <>
                        {' '}
                        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                      </>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
            {visitor === 'guest' ? (
              <div className={styles.account}>
                <ButtonLink href={appPaths.signin} variant="ghost" size="sm" onClick={() => setOpen(false)}>
                  Sign in
                </ButtonLink>
                <ButtonLink href={appPaths.signup} size="sm" onClick={() => setOpen(false)}>
                  Sign up
                </ButtonLink>
              </div>
            ) : null}
          </nav>
        </div>
      </header>
      <div aria-hidden="true" className={styles.spacer} />
    </>
  );
}
