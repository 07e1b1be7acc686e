import type { ReactNode } from 'react';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  /** The page's h1; a loading page has none (its spinner speaks for it). */
  title?: ReactNode;
  children: ReactNode;
}

/**
 * The full page that stands in for a portfolio while it loads or when it cannot be shown. It is
 * the page's <main>, like the template it replaces.
 */
export function StatusPage({ title, children }: StatusPageProps) {
  return (
    <main className={styles.page}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {children}
    </main>
  );
}

export interface StatusTextProps {
  children: ReactNode;
}

export function StatusText({ children }: StatusTextProps) {
  return <p className={styles.text}>{children}</p>;
}

export function StatusCode({ children }: StatusTextProps) {
  return <code className={styles.code}>{children}</code>;
}

export interface StatusListProps {
  /** Announced before the items, e.g. 'This can happen when:'. */
  label: string;
  items: readonly string[];
}

export function StatusList({ label, items }: StatusListProps) {
  return (
    <>
      <StatusText>{label}</StatusText>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
