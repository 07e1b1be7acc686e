import { useId } from 'react';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './AnalyticsScreen.css';

/** The spec fixes the placeholder's progress at 75%. */
export const analyticsProgress = 75;

/** /analytics: marked PRO, a Coming Soon placeholder. No plan check is made. */
export function AnalyticsScreen() {
  const comingSoonId = useId();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Analytics</h1>
        <Badge tone="accent">PRO</Badge>
      </header>
      <Card as="section" aria-labelledby={comingSoonId} elevation="raised" padding="lg">
        <div className={styles.body}>
          <h2 id={comingSoonId} className={styles.comingSoon}>
            Coming Soon
          </h2>
          <p className={styles.text}>
            Visitor counts, where your visitors come from and which projects they open. We are putting the finishing touches on it.
          </p>
          <ProgressBar label="Development progress" value={analyticsProgress} />
        </div>
      </Card>
    </div>
  );
}
