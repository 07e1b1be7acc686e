import type { AnalyticsRange } from '@showfolio/portfolio-schema';
import { analyticsRangeDays } from '@showfolio/portfolio-schema';

/** The tab label of each range. */
export const analyticsRangeLabels: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

/** The empty state's heading (issue 17's wording). */
export const noVisitsHeading = 'No visits yet — share your link';

export const deviceLabels: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

/** How a referrer host reads on screen ("direct" is a visit from no other site). */
export const referrerLabel = (name: string) => (name === 'direct' ? 'Direct or unknown' : name);

export type ChangeDirection = 'up' | 'down' | 'same';

export interface Change {
  direction: ChangeDirection;
  /** e.g. "+12% vs previous 7 days", "Up from 0 in the previous 7 days". */
  text: string;
}

/** A headline number's change against the period before, in words. */
export function changeVersusPrevious(current: number, previous: number, range: AnalyticsRange): Change {
  const period = `previous ${analyticsRangeDays[range]} days`;
  if (current === previous) return { direction: 'same', text: `No change vs ${period}` };
  if (previous === 0) return { direction: 'up', text: `Up from 0 in the ${period}` };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: 'same', text: `About the same as the ${period}` };
  return {
    direction: percent > 0 ? 'up' : 'down',
    text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% vs ${period}`,
  };
}

/** "12 May" for a UTC day "2025-05-12" (days are UTC on the server too). */
export function formatDay(day: string, locale?: string, long = false): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(long ? { year: 'numeric', weekday: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export const formatCount = (value: number, locale?: string) => new Intl.NumberFormat(locale).format(value);
