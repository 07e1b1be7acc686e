import {
  analyticsRangeDays,
  type AnalyticsDay,
  type AnalyticsPeriod,
  type AnalyticsRange,
  type AnalyticsSummary,
} from '@showfolio/portfolio-schema';

// Fixtures shared by the Analytics stories and tests; never exported from the package. Fixed
// dates and numbers, so screenshots and assertions never depend on today's date.

/** The last day of every fixture period. */
export const fixtureToday = '2025-05-10';

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A steady, repeatable pattern: weekday peaks, quieter weekends, a share spike now and then. */
function days(from: string, count: number, scale: number): AnalyticsDay[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(from, index);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const spike = index % 11 === 4 ? 2.4 : 1;
    const views = Math.round((weekend ? 6 : 14 + ((index * 7) % 9)) * spike * scale);
    return { date, views, uniques: Math.round(views * 0.72) };
  });
}

function period(to: string, count: number, scale: number): AnalyticsPeriod {
  const from = addDays(to, -(count - 1));
  const daily = days(from, count, scale);
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const uniques = daily.reduce((sum, day) => sum + day.uniques, 0);
  const part = (share: number) => Math.round(views * share);
  const referrers = [
    { name: 'direct', views: part(0.41) },
    { name: 'linkedin.com', views: part(0.27) },
    { name: 'github.com', views: part(0.14) },
    { name: 'news.ycombinator.com', views: part(0.09) },
    { name: 't.co', views: part(0.05) },
    { name: 'a-rather-long-personal-blog-name.example.org', views: part(0.04) },
  ];
  const mobile = part(0.38);
  const tablet = part(0.07);
  return {
    from,
    to,
    totals: { views, uniques },
    daily,
    referrers,
    devices: [
      { name: 'desktop', views: views - mobile - tablet },
      { name: 'mobile', views: mobile },
      { name: 'tablet', views: tablet },
    ],
    sources: [
      { name: 'cv', views: part(0.12) },
      { name: 'newsletter', views: part(0.03) },
    ],
  };
}

/** A portfolio with a few weeks of visitors; the period before had fewer views. */
export function sampleAnalyticsSummary(range: AnalyticsRange = '7d'): AnalyticsSummary {
  const count = analyticsRangeDays[range];
  return {
    range,
    hasViews: true,
    current: period(fixtureToday, count, 1),
    previous: period(addDays(fixtureToday, -count), count, 0.8),
  };
}

/** A portfolio nobody has visited yet. */
export function emptyAnalyticsSummary(range: AnalyticsRange = '7d'): AnalyticsSummary {
  const count = analyticsRangeDays[range];
  const zeros = (to: string): AnalyticsPeriod => ({
    from: addDays(to, -(count - 1)),
    to,
    totals: { views: 0, uniques: 0 },
    daily: days(addDays(to, -(count - 1)), count, 0),
    referrers: [],
    devices: [],
    sources: [],
  });
  return { range, hasViews: false, current: zeros(fixtureToday), previous: zeros(addDays(fixtureToday, -count)) };
}
