import { useId, type ReactNode } from 'react';
import type { ActionOutcome } from '../../../hooks/useAsyncAction/useAsyncAction';
import { Alert } from '../../../primitives/Alert';
import { Card } from '../../../primitives/Card';
import { Skeleton } from '../../../primitives/Skeleton';
import * as styles from '../SettingsScreen.css';

export const messageOf = (result: unknown): string | undefined => {
  const message = (result as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** How a section's last action went (the kit's `useAsyncAction` outcome). */
export type Outcome = ActionOutcome;

export function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return <Alert tone={outcome.tone}>{outcome.message}</Alert>;
}

export function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} elevation="raised" padding="lg" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.muted}>{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} aria-busy="true" role="status" aria-label={label}>
      <Skeleton width="40%" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="rect" height="2.75rem" />
    </div>
  );
}
