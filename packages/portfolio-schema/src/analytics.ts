import './zod-setup';
import * as z from 'zod/mini';
import { analyticsRangeMessage, analyticsRanges, type deviceClasses } from './constants';

// Schema
export const analyticsRangeSchema = z.enum(analyticsRanges, { error: analyticsRangeMessage });

const count = z.number().check(z.int(), z.nonnegative());
const utcDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const analyticsTotalsSchema = z.object({ views: count, uniques: count });
export const analyticsDaySchema = z.object({ date: utcDay, views: count, uniques: count });
export const analyticsBreakdownSchema = z.object({ name: z.string(), views: count });

/** One period: every UTC day from `from` to `to` (inclusive) has a `daily` entry, zeros included. */
export const analyticsPeriodSchema = z.object({
  from: utcDay,
  to: utcDay,
  totals: analyticsTotalsSchema,
  daily: z.array(analyticsDaySchema),
  /** Referrer hosts (or "direct"), most views first, at most ten. */
  referrers: z.array(analyticsBreakdownSchema),
  /** Each device class with at least one view, most views first. */
  devices: z.array(analyticsBreakdownSchema),
  /** `?ref=` / `?utm_source=` values of the visited links, most views first, at most ten. */
  sources: z.array(analyticsBreakdownSchema),
});

/** GET /api/analytics/summary?range=7d|30d|90d: the signed-in owner's portfolio. */
export const analyticsSummarySchema = z.object({
  range: analyticsRangeSchema,
  /** Whether any view is stored at all (false for a portfolio nobody has visited yet). */
  hasViews: z.boolean(),
  current: analyticsPeriodSchema,
  previous: analyticsPeriodSchema,
});

// Type
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
export type DeviceClass = (typeof deviceClasses)[number];
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
export type AnalyticsBreakdown = z.infer<typeof analyticsBreakdownSchema>;
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

// Defaults
export const defaultAnalyticsRange: AnalyticsRange = '7d';
