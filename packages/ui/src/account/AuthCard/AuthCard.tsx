import type { ReactNode } from 'react';
import { Wordmark } from '../../theme/Wordmark';
import { Link } from '../../primitives/Navigation';
import * as styles from './AuthCard.css';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card's content, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
}

/** The centred card every account screen sits in, with the wordmark linking home. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <Link href="/" className={styles.brand} aria-label="Showfolio home">
            <Wordmark size="lg" />
          </Link>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}
