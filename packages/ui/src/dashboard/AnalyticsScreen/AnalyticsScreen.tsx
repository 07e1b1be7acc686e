import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  appPaths,
  analyticsRanges,
  type AnalyticsPeriod,
  type AnalyticsRange,
  type AnalyticsSummary,
} from '@showfolio/portfolio-schema';
import { useCopyFeedback } from '../../gallery/useCopyFeedback';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Navigation';
import { Spinner } from '../../primitives/Spinner';
import { BarList } from '../BarList';
import { ViewsChart } from '../ViewsChart';
import {
  analyticsRangeLabels,
  changeVersusPrevious,
  deviceLabels,
  formatCount,
  formatDay,
  noVisitsHeading,
  referrerLabel,
} from './analyticsText';
import * as styles from './AnalyticsScreen.css';

export interface AnalyticsScreenProps {
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
  /** The summary for `range`; undefined (or one for another range) while it loads. */
  summary?: AnalyticsSummary;
  /** Loading it failed (an ApiError or any Error). */
  error?: { message: string } | null;
  onRetry: () => void;
  /** The published portfolio's address, offered in the empty state; null when nothing is published. */
  shareUrl?: string | null;
  onNavigate: (path: string) => void;
  /** For numbers and dates (default: the browser's). */
  locale?: string;
}

/**
 * /analytics: who looked at the published portfolio, from where and when, counted on the server
 * without cookies or scripts. Marked PRO like its sidebar item, but open to every account.
 */
export function AnalyticsScreen({
  range,
  onRangeChange,
  summary,
  error,
  onRetry,
  shareUrl = null,
  onNavigate,
  locale,
}: AnalyticsScreenProps) {
  const panelId = useId();
  const tabId = (value: AnalyticsRange) => `${panelId}-tab-${value}`;
  const ready = summary && summary.range === range ? summary : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>Analytics</h1>
          <Badge tone="accent">PRO</Badge>
        </div>
        <p className={styles.subtitle}>Who visited your portfolio, from where, and when.</p>
      </div>
      <RangeTabs range={range} onRangeChange={onRangeChange} panelId={panelId} tabId={tabId} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(range)}
        aria-busy={!ready && !error ? true : undefined}
        className={styles.panel}
      >
        {error ? (
          <Alert title="Could not load your analytics">
            <p className={styles.errorText}>{error.message}</p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try Again
            </Button>
          </Alert>
        ) : !ready ? (
          <div className={styles.status}>
            <Spinner label="Loading analytics..." size="lg" />
          </div>
        ) : !ready.hasViews ? (
          <NoVisits shareUrl={shareUrl} onNavigate={onNavigate} />
        ) : (
          <Report summary={ready} locale={locale} />
        )}
      </div>
      <p className={styles.privacy}>
        Counted on our server without cookies or tracking scripts; visitors stay anonymous.{' '}
        <Link href={`${appPaths.privacyPolicy}#privacy-analytics`}>How we count</Link>
      </p>
    </div>
  );
}

interface RangeTabsProps {
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
  panelId: string;
  tabId: (range: AnalyticsRange) => string;
}

/** The WAI-ARIA tabs pattern with automatic activation: arrows, Home and End choose a range. */
function RangeTabs({ range, onRangeChange, panelId, tabId }: RangeTabsProps) {
  const tabs = useRef<Partial<Record<AnalyticsRange, HTMLButtonElement | null>>>({});
  const choose = (next: AnalyticsRange) => {
    tabs.current[next]?.focus();
    if (next !== range) onRangeChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = analyticsRanges.indexOf(range);
    const last = analyticsRanges.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(analyticsRanges[target]!);
  };
  return (
    <div role="tablist" aria-label="Period" className={styles.tabs}>
      {analyticsRanges.map((value) => {
        const selected = value === range;
        return (
          <button
            key={value}
            ref={(element) => {
              tabs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            className={styles.tab}
            onClick={() => choose(value)}
            onKeyDown={onKeyDown}
          >
            {analyticsRangeLabels[value]}
          </button>
        );
      })}
    </div>
  );
}

function NoVisits({ shareUrl, onNavigate }: Pick<AnalyticsScreenProps, 'shareUrl' | 'onNavigate'>) {
  const headingId = useId();
  const { copied, copy } = useCopyFeedback();
  return (
    <Card as="section" aria-labelledby={headingId} elevation="raised" padding="lg">
      <div className={styles.empty}>
        <h2 id={headingId} className={styles.emptyTitle}>
          {noVisitsHeading}
        </h2>
        {shareUrl ? (
          <>
            <p className={styles.muted}>
              Visits show up here within a few seconds. Your own visits while you are signed in are not
              counted.
            </p>
            <div className={styles.share}>
              <a className={styles.shareLink} href={shareUrl} target="_blank" rel="noopener noreferrer">
                {shareUrl}
              </a>
              <Button variant="secondary" size="sm" onClick={() => void copy(shareUrl)}>
                {copied ? 'Copied!' : 'Copy Link'}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.muted}>Publish your portfolio first, then share its address.</p>
            <div>
              <Button onClick={() => onNavigate(appPaths.templates)}>Choose a Template</Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

function Report({ summary, locale }: { summary: AnalyticsSummary; locale?: string }) {
  const { current, previous, range } = summary;
  const period = `${formatDay(current.from, locale)} – ${formatDay(current.to, locale)}`;
  return (
    <div className={styles.report}>
      <ul className={styles.stats} aria-label={`Totals, ${period}`}>
        <Stat label="Views" value={current.totals.views} previous={previous.totals.views} range={range} locale={locale} />
        <Stat
          label="Unique visitors"
          value={current.totals.uniques}
          previous={previous.totals.uniques}
          range={range}
          locale={locale}
        />
      </ul>
      <Section title="Views per day">
        <ViewsChart
          days={current.daily}
          caption={`Daily views and unique visitors, ${period}`}
          locale={locale}
        />
      </Section>
      <div className={styles.columns}>
        <Section title="Top referrers">
          <Breakdown
            period={current}
            items={current.referrers.map((item) => ({ ...item, label: referrerLabel(item.name) }))}
            caption={`Views by referring site, ${period}`}
            nameHeader="Referrer"
            locale={locale}
          />
        </Section>
        <Section title="Devices">
          <Breakdown
            period={current}
            items={current.devices.map((item) => ({ ...item, label: deviceLabels[item.name] ?? item.name }))}
            caption={`Views by device, ${period}`}
            nameHeader="Device"
            locale={locale}
          />
        </Section>
      </div>
      {current.sources.length > 0 ? (
        <Section title="Link sources" description="From ?ref= or ?utm_source= in the links you shared.">
          <Breakdown
            period={current}
            items={current.sources.map((item) => ({ ...item, label: item.name }))}
            caption={`Views by link source, ${period}`}
            nameHeader="Source"
            locale={locale}
          />
        </Section>
      ) : null}
    </div>
  );
}

interface StatProps {
  label: string;
  value: number;
  previous: number;
  range: AnalyticsRange;
  locale?: string;
}

function Stat({ label, value, previous, range, locale }: StatProps) {
  const change = changeVersusPrevious(value, previous, range);
  return (
    <li className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{formatCount(value, locale)}</span>
      <span className={styles.change({ direction: change.direction })} data-direction={change.direction}>
        <span aria-hidden="true">{change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}</span>
        {change.text}
      </span>
    </li>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} elevation="raised">
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {description ? <p className={styles.muted}>{description}</p> : null}
      <div className={styles.sectionBody}>{children}</div>
    </Card>
  );
}

interface BreakdownProps {
  period: AnalyticsPeriod;
  items: Array<{ name: string; label: string; views: number }>;
  caption: string;
  nameHeader: string;
  locale?: string;
}

function Breakdown({ period, items, caption, nameHeader, locale }: BreakdownProps) {
  if (items.length === 0) return <p className={styles.muted}>No views in this period.</p>;
  return (
    <BarList
      caption={caption}
      nameHeader={nameHeader}
      items={items.map((item) => ({ name: item.name, label: item.label, value: item.views }))}
      total={period.totals.views}
      locale={locale}
    />
  );
}
