import { useId } from 'react';
import type { DeployedTemplate } from '@showfolio/portfolio-schema';
import { Alert, Badge, Button, Card, Spinner } from '../../primitives';
import { sprinkles } from '../../theme';
import { externalHref } from '../externalHref';
import { ScreenHeader } from '../ScreenHeader';
import { formatDeployedAt, type DateFormatOptions } from './formatDeployedAt';
import * as styles from './FlexScreen.css';

export interface FlexScreenProps extends DateFormatOptions {
  /** The portfolio's deployed templates; undefined while the first answer is awaited. */
  deployedTemplates?: readonly DeployedTemplate[];
  /** Loading them failed (an ApiError or any Error). */
  error?: { message: string } | null;
  /** Reload the list (the host revalidates the request). */
  onRefresh: () => void;
  onNavigate: (path: string) => void;
}

/** /flex: every deployed template with its address, status and deployment time. */
export function FlexScreen({
  deployedTemplates,
  error,
  onRefresh,
  onNavigate,
  locale,
  timeZone,
}: FlexScreenProps) {
  return (
    <div>
      <ScreenHeader
        title="Flex"
        subtitle="Your deployed templates at a glance"
        actions={
          <Button variant="secondary" onClick={onRefresh}>
            Refresh
          </Button>
        }
      />
      <FlexBody
        deployedTemplates={deployedTemplates}
        error={error}
        onNavigate={onNavigate}
        locale={locale}
        timeZone={timeZone}
      />
    </div>
  );
}

function FlexBody({
  deployedTemplates,
  error,
  onNavigate,
  locale,
  timeZone,
}: Omit<FlexScreenProps, 'onRefresh'>) {
  if (error) return <Alert>Error loading deployed templates: {error.message}</Alert>;
  if (!deployedTemplates) {
    return (
      <div className={styles.status}>
        <Spinner label="Loading deployed templates..." size="lg" />
      </div>
    );
  }
  if (deployedTemplates.length === 0) {
    return (
      <div className={styles.status}>
        <p>No deployed templates found for this portfolio.</p>
        <Button onClick={() => onNavigate('/templates')}>Deploy Your First Template</Button>
      </div>
    );
  }
  return (
    <ul
      className={`${styles.list} ${sprinkles({ display: 'grid', gap: 'lg', gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '3' } })}`}
      aria-label="Deployed templates"
    >
      {deployedTemplates.map((deployed, index) => (
        <DeployedTemplateCard
          key={`${deployed.domainUrl}-${deployed.deployedAt}-${index}`}
          deployed={deployed}
          locale={locale}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

interface DeployedTemplateCardProps extends DateFormatOptions {
  deployed: DeployedTemplate;
}

function DeployedTemplateCard({ deployed, locale, timeZone }: DeployedTemplateCardProps) {
  const titleId = useId();
  const href = externalHref(deployed.domainUrl);
  return (
    <Card as="li" elevation="raised" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {deployed.templateIdentifier || deployed.domainUrl}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>Domain URL</dt>
        <dd className={styles.value}>
          {href ? (
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
              {deployed.domainUrl}
            </a>
          ) : (
            deployed.domainUrl
          )}
        </dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.value}>
          <Badge tone={deployed.isActive ? 'success' : 'neutral'}>
            {deployed.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </dd>
        <dt className={styles.term}>Deployed At</dt>
        <dd className={styles.value}>
          <time dateTime={deployed.deployedAt}>
            {formatDeployedAt(deployed.deployedAt, { locale, timeZone })}
          </time>
        </dd>
      </dl>
    </Card>
  );
}
