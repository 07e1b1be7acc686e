import { useId, useMemo } from 'react';
import type { DeployedTemplate, Template } from '@showfolio/portfolio-schema';
import { appPaths } from '@showfolio/portfolio-schema';
import { Alert, Badge, Button, Card, Spinner } from '../../primitives';
import { sprinkles } from '../../theme/sprinkles.css';
import { externalHref } from '../externalHref';
import { ScreenHeader } from '../ScreenHeader';
import { formatDeployedAt, type DateFormatOptions } from './formatDeployedAt';
import * as styles from './FlexScreen.css';
import { cx } from '../../primitives/cx/cx';

export interface FlexScreenProps extends DateFormatOptions {
  /** The portfolio's deployed templates; undefined while the first answer is awaited. */
  deployedTemplates?: readonly DeployedTemplate[];
  /** Loading them failed (an ApiError or any Error). */
  error?: { message: string } | null;
  /** GET /templates, to name each deployment's template; identifiers show without it. */
  templates?: readonly Template[];
  /** Reload the list (the host revalidates the request). */
  onRefresh: () => void;
  onNavigate: (path: string) => void;
}

/** /flex: one card per deployed site with its address, status and last deployment, history folded. */
export function FlexScreen({
  deployedTemplates,
  error,
  templates,
  onRefresh,
  onNavigate,
  locale,
  timeZone,
}: FlexScreenProps) {
  const templateNames = useMemo(
    () => new Map(templates?.map((template) => [template.templateIdentifier, template.templateName])),
    [templates],
  );
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
        templateNames={templateNames}
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
  templateNames,
  onNavigate,
  locale,
  timeZone,
}: Omit<FlexScreenProps, 'onRefresh' | 'templates'> & { templateNames: ReadonlyMap<string, string> }) {
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
        <Button onClick={() => onNavigate(appPaths.templates)}>Deploy Your First Template</Button>
      </div>
    );
  }
  return (
    <ul
      className={cx(styles.list, sprinkles({ display: 'grid', gap: 'lg', gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '3' } }))}
      aria-label="Deployed sites"
    >
      {groupBySite(deployedTemplates).map((site) => (
        <DeployedSiteCard
          key={site.key}
          site={site}
          templateNames={templateNames}
          locale={locale}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

interface DeployedSite {
  key: string;
  /** What the site shows now, or showed last. */
  latest: DeployedTemplate;
  /** Newest first. */
  deployments: DeployedTemplate[];
}

const deployedTime = (deployed: DeployedTemplate) => {
  const time = Date.parse(deployed.deployedAt);
  return Number.isNaN(time) ? -Infinity : time;
};
const newestFirst = (a: DeployedTemplate, b: DeployedTemplate) => deployedTime(b) - deployedTime(a);

/**
 * One entry per address: every redeploy of a subdomain adds a row to the history, and a card per
 * row buried the site under its own past. The API may spell an address with or without scheme or
 * trailing slash, so those do not split a site.
 */
function groupBySite(deployedTemplates: readonly DeployedTemplate[]): DeployedSite[] {
  const sites = new Map<string, DeployedSite>();
  for (const deployed of deployedTemplates) {
    const key = siteLabel(deployed.domainUrl).toLowerCase();
    const site = sites.get(key);
    if (!site) sites.set(key, { key, latest: deployed, deployments: [deployed] });
    else {
      site.deployments.push(deployed);
      if (newestFirst(deployed, site.latest) < 0) site.latest = deployed;
    }
  }
  return [...sites.values()]
    .map((site) => ({ ...site, deployments: site.deployments.toSorted(newestFirst) }))
    .toSorted((a, b) => newestFirst(a.latest, b.latest));
}

/** The address as people say it: 'ada.showfolio.in', without scheme or trailing slash. */
function siteLabel(domainUrl: string): string {
  return domainUrl.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
}

interface DeployedSiteCardProps extends DateFormatOptions {
  site: DeployedSite;
  templateNames: ReadonlyMap<string, string>;
}

function DeployedSiteCard({ site, templateNames, locale, timeZone }: DeployedSiteCardProps) {
  const titleId = useId();
  const { latest } = site;
  const href = externalHref(latest.domainUrl);
  const isActive = site.deployments.some((deployed) => deployed.isActive);
  const count = site.deployments.length;
  return (
    <Card as="li" elevation="raised" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {siteLabel(latest.domainUrl) || latest.domainUrl}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>Domain URL</dt>
        <dd className={styles.value}>
          {href ? (
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
              {latest.domainUrl}
            </a>
          ) : (
            latest.domainUrl
          )}
        </dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.value}>
          <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Active' : 'Inactive'}</Badge>
        </dd>
        <dt className={styles.term}>Deployed At</dt>
        <dd className={styles.value}>
          <time dateTime={latest.deployedAt}>
            {formatDeployedAt(latest.deployedAt, { locale, timeZone })}
          </time>
        </dd>
      </dl>
      <details className={styles.history}>
        <summary className={styles.historySummary}>
          History ({count} {count === 1 ? 'deployment' : 'deployments'})
        </summary>
        <ol className={styles.historyList}>
          {site.deployments.map((deployed, index) => (
            <li key={`${deployed.deployedAt}-${index}`} className={styles.historyEntry}>
              <span>
                <time dateTime={deployed.deployedAt}>
                  {formatDeployedAt(deployed.deployedAt, { locale, timeZone })}
                </time>
                {deployed.templateIdentifier
                  ? ` · ${templateNames.get(deployed.templateIdentifier) ?? deployed.templateIdentifier}`
                  : null}
              </span>
              {deployed.isActive ? <Badge tone="success">Active</Badge> : null}
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}
