import { ButtonLink } from '../../primitives/Button';
import { container, lead, pageTitle } from '../SiteLayout/page.css';
import * as styles from './NotFoundScreen.css';
import { cx } from '../../primitives/cx/cx';

/** The 404 page for any unknown path. */
export function NotFoundScreen() {
  return (
    <div className={cx(container, styles.root)}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={pageTitle}>Page not found</h1>
      <p className={lead}>
        This page drifted off into space. The link may be broken, or the page may have moved.
      </p>
      <ButtonLink href="/">Beam Me Home</ButtonLink>
    </div>
  );
}
