import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import Bowser from 'bowser';
import { parse as parseCookies } from 'hono/utils/cookie';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import {
  analyticsRangeDays,
  directReferrer,
  otherAnalyticsValue,
  tokenCookieName,
  type AnalyticsBreakdown,
  type AnalyticsPeriod,
  type AnalyticsRange,
  type AnalyticsSummary,
  type DeviceClass,
} from '@showfolio/portfolio-schema';
import type { AnalyticsConfig } from '../config';
import type { Database } from '../db/client';
import {
  analyticsDailyCounts,
  analyticsDailyVisitors,
  analyticsSalts,
  deployments,
} from '../db/schema';
import { clientAddressFrom } from './context';

/** A served public page, as the host saw it. */
export interface PageView {
  /** The subdomain whose page was answered. */
  subdomain: string;
  request: Request;
  /** Only 200 and 304 (a returning browser revalidating) are views. */
  status: number;
  /** The socket's remote address (Node bindings). Without one a visitor cannot be told apart. */
  socketAddress: string | undefined;
}

export interface Analytics {
  /** Synchronous and cheap: decides from headers alone and buffers; the rest happens in `flush`. */
  recordView(view: PageView): void;
  /** Writes every view buffered so far (resolves once they are stored or given back to the buffer). */
  flush(): Promise<void>;
  /** Stops the timers and writes what is left. */
  close(): Promise<void>;
}

export interface AnalyticsOptions {
  db: Database;
  logger: Logger;
  config: AnalyticsConfig;
  trustProxy: number;
  /** The user an access token belongs to, if its session is live (for the owner's own visits). */
  userOfToken: (token: string) => Promise<string | null>;
}

/** Aggregates are kept this many months, then removed by `pruneAnalytics` (run by the cleanup job). */
export const ANALYTICS_RETENTION_MONTHS = 13;
/**
 * A day's salt outlives the day by this much, so views buffered just before midnight are still
 * hashed with it when they are written just after.
 */
export const SALT_GRACE_MS = 10 * 60 * 1000;
/** Distinct visits held in memory (while the database is unreachable); new ones beyond are dropped. */
const MAX_BUFFERED_VISITS = 50_000;
/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 1000;
const TOP_ENTRIES = 10;
/**
 * Distinct referrer hosts (and, apart, `?ref=` sources) stored per portfolio and day; views with
 * any further value are counted under "Other", so a flood of made-up values adds one row at most.
 */
export const MAX_DISTINCT_VALUES_PER_DAY = 50;
const cappedDimensions = new Set<CountRow['dimension']>(['referrer', 'source']);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Identical requests of one day, buffered as one entry with a count. */
interface BufferedVisit {
  subdomain: string;
  day: string;
  address: string;
  userAgent: string;
  referrer: string | null;
  host: string | null;
  source: string | null;
  authorization: string | null;
  cookie: string | null;
  views: number;
}

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const utcDay = (time: number | Date): string => new Date(time).toISOString().slice(0, 10);

const addDays = (day: string, days: number): string =>
  utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Mobile, tablet or desktop (anything else a browser can be: TVs, consoles, unknown). */
export function deviceClassOf(userAgent: string): DeviceClass {
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'mobile' || type === 'tablet' ? type : 'desktop';
}

const withoutWww = (host: string) => host.replace(/^www\./, '');

/** The referring site's host, or "direct" for none, an unreadable one, or the page's own host. */
export function referrerHostOf(referrer: string | null, pageHost: string | null): string {
  if (!referrer) return directReferrer;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return directReferrer;
  }
  if (!host) return directReferrer;
  const own = pageHost ? withoutWww(pageHost.toLowerCase().replace(/:\d+$/, '')) : '';
  host = withoutWww(host);
  return host === own ? directReferrer : host.slice(0, 253);
}

/** `?ref=` or `?utm_source=` of the visited address, tidied for grouping; null when absent. */
export function sourceOf(url: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return null;
  }
  const raw = params.get('ref') ?? params.get('utm_source');
  if (!raw) return null;
  const source = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, 64);
  return source || null;
}

const isPrefetch = (headers: Headers) => {
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose');
  return purpose !== null && purpose.trim().toLowerCase().startsWith('prefetch');
};

/** The access token a request carries: the API's Bearer header, or the app's session cookie. */
function tokenOf(view: BufferedVisit): string | null {
  const bearer = view.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  if (!view.cookie?.includes(tokenCookieName)) return null;
  return parseCookies(view.cookie, tokenCookieName)[tokenCookieName] || null;
}

interface CountRow {
  userId: string;
  day: string;
  dimension: 'total' | 'referrer' | 'device' | 'source';
  value: string;
  views: number;
}
interface VisitorRow {
  userId: string;
  day: string;
  visitorHash: string;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}

/**
 * A batch of owned visits as per-day count rows (total, device, referrer, source) and visitor
 * hashes, each in key order: processes upserting the same rows lock them in the same order and
 * never deadlock one another.
 */
function aggregateVisits(
  views: Array<BufferedVisit & { userId: string }>,
  daySalts: Map<string, string>,
): { countRows: CountRow[]; visitorRows: VisitorRow[] } {
  const devices = new Map<string, DeviceClass>();
  const counts = new Map<string, CountRow>();
  const visitors = new Map<string, VisitorRow>();
  const add = (
    view: { userId: string; day: string; views: number },
    dimension: CountRow['dimension'],
    value: string,
  ) => {
    const key = `${view.userId}\n${view.day}\n${dimension}\n${value}`;
    const row = counts.get(key);
    if (row) row.views += view.views;
    else
      counts.set(key, {
        userId: view.userId,
        day: view.day,
        dimension,
        value,
        views: view.views,
      });
  };
  for (const view of views) {
    const salt = daySalts.get(view.day);
    if (!salt) continue;
    let device = devices.get(view.userAgent);
    if (!device) devices.set(view.userAgent, (device = deviceClassOf(view.userAgent)));
    add(view, 'total', '');
    add(view, 'device', device);
    add(view, 'referrer', referrerHostOf(view.referrer, view.host));
    if (view.source) add(view, 'source', view.source);
    const visitorHash = createHmac('sha256', salt)
      .update(`${view.userId}\n${view.address}\n${view.userAgent}`)
      .digest('base64url')
      .slice(0, 22);
    visitors.set(`${view.userId}\n${view.day}\n${visitorHash}`, {
      userId: view.userId,
      day: view.day,
      visitorHash,
    });
  }

  // Rows are written in key order, so processes upserting the same rows lock them in the same
  // order and never deadlock one another.
  const sorted = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return { countRows: sorted(counts), visitorRows: sorted(visitors) };
}

/**
 * Counts views of public portfolio pages without cookies, scripts or personal data. The request
 * path only checks headers and adds one to an in-memory count of identical requests; every few
 * seconds (or once `batchSize` distinct visits wait) the buffer becomes per-day aggregates and
 * per-day visitor hashes, written in one transaction as additive upserts, so any number of
 * processes sharing the database count exactly. The visitor hash is an HMAC of (owner, address, user agent) under a random salt of
 * the day, which is deleted once the day is over: hashes cannot be tied to a person or to the
 * same visitor on another day.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { db, logger, config, trustProxy, userOfToken } = options;
  // Read through Date.now on every call, so tests can move the clock across midnight.
  const now = () => Date.now();
  let buffer = new Map<string, BufferedVisit>();
  let writing: Promise<void> = Promise.resolve();
  const salts = new Map<string, string>();
  let saltsSweptBefore = '';
  let droppedSinceWarning = 0;
  let today = '';
  let todayStart = 0;
  let todayEnd = 0;
  /** A full batch has asked for a write that has not started yet. */
  let batchWriteQueued = false;
  /** The last write failed: only the timer retries, so a database outage is not hammered. */
  let lastWriteFailed = false;

  async function saltsFor(days: string[]): Promise<Map<string, string>> {
    const missing = days.filter((day) => !salts.has(day));
    if (missing.length > 0) {
      // Whichever process inserts a day's salt first wins; everyone then reads the same one.
      await db
        .insert(analyticsSalts)
        .values(missing.map((day) => ({ day, salt: randomBytes(32).toString('base64url') })))
        .onConflictDoNothing();
      const rows = await db
        .select()
        .from(analyticsSalts)
        .where(inArray(analyticsSalts.day, missing));
      for (const row of rows) salts.set(row.day, row.salt);
    }
    return salts;
  }

  async function sweepSalts() {
    const keepFrom = utcDay(now() - SALT_GRACE_MS);
    if (keepFrom === saltsSweptBefore) return;
    await deleteExpiredSalts(db, new Date(now()));
    for (const day of salts.keys()) if (day < keepFrom) salts.delete(day);
    saltsSweptBefore = keepFrom;
  }

  async function write(batch: Iterable<BufferedVisit>) {
    const human = [...batch].filter((view) => !isbot(view.userAgent));
    if (human.length === 0) return;
    const subdomains = [...new Set(human.map((view) => view.subdomain))];
    const owners = await db
      .select({ subdomain: deployments.subdomain, userId: deployments.userId })
      .from(deployments)
      .where(and(inArray(deployments.subdomain, subdomains), eq(deployments.isActive, true)));
    const ownerOf = new Map(owners.map((row) => [row.subdomain, row.userId]));

    const tokenUsers = new Map<string, string | null>();
    const views: Array<BufferedVisit & { userId: string }> = [];
    for (const view of human) {
      const userId = ownerOf.get(view.subdomain);
      if (!userId) continue;
      const token = tokenOf(view);
      if (token) {
        if (!tokenUsers.has(token))
          tokenUsers.set(token, await userOfToken(token).catch(() => null));
        if (tokenUsers.get(token) === userId) continue;
      }
      views.push({ ...view, userId });
    }
    if (views.length === 0) return;

    const daySalts = await saltsFor([...new Set(views.map((view) => view.day))]);
    const { countRows: aggregated, visitorRows } = aggregateVisits(views, daySalts);
    await db.transaction(async (tx) => {
      const countRows = await capDistinctValues(tx, aggregated);
      for (const rows of chunks(countRows)) {
        await tx
          .insert(analyticsDailyCounts)
          .values(rows)
          .onConflictDoUpdate({
            target: [
              analyticsDailyCounts.userId,
              analyticsDailyCounts.day,
              analyticsDailyCounts.dimension,
              analyticsDailyCounts.value,
            ],
            set: { views: sql`${analyticsDailyCounts.views} + excluded.views` },
          });
      }
      for (const rows of chunks(visitorRows)) {
        await tx.insert(analyticsDailyVisitors).values(rows).onConflictDoNothing();
      }
    });
  }

  async function writeBuffered() {
    batchWriteQueued = false;
    const batch = buffer;
    buffer = new Map();
    try {
      await write(batch.values());
      lastWriteFailed = false;
    } catch (err) {
      lastWriteFailed = true;
      // The transaction stored nothing: keep the visits for the next attempt.
      for (const [key, visit] of batch) {
        const newer = buffer.get(key);
        if (newer) newer.views += visit.views;
        else if (buffer.size < MAX_BUFFERED_VISITS) buffer.set(key, visit);
      }
      logger.warn(
        { err, buffered: buffer.size },
        'analytics: views not written; retrying with the next batch',
      );
    }
  }

  async function writeAndSweep() {
    await writeBuffered();
    await sweepSalts().catch((err: unknown) => logger.warn({ err }, 'analytics: salts not swept'));
  }

  // One write at a time per process; each flush waits for those before it.
  const flush = () => (writing = writing.then(writeAndSweep, writeAndSweep));

  const tick = setInterval(() => void flush(), config.flushIntervalMs);
  tick.unref();
  return {
    recordView({ subdomain, request, status, socketAddress }) {
      if (!config.enabled || !socketAddress) return;
      if ((status !== 200 && status !== 304) || request.method !== 'GET') return;
      const headers = request.headers;
      if (headers.get('dnt') === '1' || headers.get('sec-gpc') === '1' || isPrefetch(headers))
        return;
      const userAgent = headers.get('user-agent');
      // No user agent: a script, not a browser.
      if (!userAgent) return;
      const at = now();
      if (at >= todayEnd || at < todayStart) {
        today = utcDay(at);
        todayStart = Date.parse(`${today}T00:00:00Z`);
        todayEnd = todayStart + DAY_MS;
      }
      const address = clientAddressFrom(socketAddress, headers.get('x-forwarded-for'), trustProxy);
      const referrer = headers.get('referer');
      const host = headers.get('host');
      const authorization = headers.get('authorization');
      const cookie = headers.get('cookie');
      // Only the source matters of the query: other parameters must not split identical visits.
      const source = request.url.includes('?') ? sourceOf(request.url) : null;
      // Header values cannot hold a line break, so the fields cannot run into one another.
      const key = `${subdomain}\n${today}\n${address}\n${userAgent}\n${referrer}\n${host}\n${source ?? ''}\n${authorization}\n${cookie}`;
      const buffered = buffer.get(key);
      if (buffered) {
        buffered.views += 1;
        return;
      }
      if (buffer.size >= MAX_BUFFERED_VISITS) {
        if (droppedSinceWarning++ === 0)
          logger.warn('analytics: buffer full, views are being dropped');
        return;
      }
      droppedSinceWarning = 0;
      buffer.set(key, {
        subdomain: subdomain.toLowerCase(),
        day: today,
        address,
        userAgent: userAgent.slice(0, 512),
        referrer,
        host,
        source,
        authorization,
        cookie,
        views: 1,
      });
      if (buffer.size >= config.batchSize && !batchWriteQueued && !lastWriteFailed) {
        batchWriteQueued = true;
        void flush();
      }
    },
    flush,
    async close() {
      clearInterval(tick);
      await flush();
    },
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const groupKey = (row: CountRow) => `${row.userId}\n${row.day}\n${row.dimension}`;

/**
 * Keeps each (portfolio, day) to `MAX_DISTINCT_VALUES_PER_DAY` referrers and sources: values
 * already stored are added to; new ones take the free places, most viewed first; the rest are
 * added to "Other". Each group is locked for the transaction (in key order, as the upserts are),
 * so processes sharing the database cannot both take the last place.
 */
async function capDistinctValues(tx: Transaction, rows: CountRow[]): Promise<CountRow[]> {
  const groups = new Map<string, CountRow[]>();
  const kept: CountRow[] = [];
  for (const row of rows) {
    if (!cappedDimensions.has(row.dimension)) kept.push(row);
    else groups.set(groupKey(row), [...(groups.get(groupKey(row)) ?? []), row]);
  }
  for (const [key, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { userId, day, dimension } = group[0]!;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`showfolio:analytics:${key}`}, 0))`);
    const stored = await tx
      .select({ value: analyticsDailyCounts.value })
      .from(analyticsDailyCounts)
      .where(
        and(
          eq(analyticsDailyCounts.userId, userId),
          eq(analyticsDailyCounts.day, day),
          eq(analyticsDailyCounts.dimension, dimension),
        ),
      );
    const known = new Set(stored.map((row) => row.value));
    let free = MAX_DISTINCT_VALUES_PER_DAY - stored.filter((row) => row.value !== otherAnalyticsValue).length;
    let other = 0;
    const newcomers = group.filter((row) => !known.has(row.value) && row.value !== otherAnalyticsValue);
    for (const row of group) if (known.has(row.value) || row.value === otherAnalyticsValue) kept.push(row);
    for (const row of newcomers.sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : 1))) {
      if (free > 0) {
        free -= 1;
        kept.push(row);
      } else other += row.views;
    }
    if (other > 0) kept.push({ userId, day, dimension, value: otherAnalyticsValue, views: other });
  }
  // One row per key (an "Other" may come from the batch and from the fold) and in key order again.
  const merged = new Map<string, CountRow>();
  for (const row of kept) {
    const key = `${groupKey(row)}\n${row.value}`;
    const found = merged.get(key);
    if (found) found.views += row.views;
    else merged.set(key, { ...row });
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** Deletes the salts of days that are over (after the grace period): old hashes become opaque. */
export async function deleteExpiredSalts(db: Database, now: Date): Promise<void> {
  await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, utcDay(now.getTime() - SALT_GRACE_MS)));
}

/** The first day still kept on `now`: the same date `ANALYTICS_RETENTION_MONTHS` months earlier. */
export function retentionStart(now: Date): string {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ANALYTICS_RETENTION_MONTHS, 1),
  );
  // The same day of the month, or that month's last day (31 March -> 28 February).
  const lastDay = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0),
  ).getUTCDate();
  start.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return utcDay(start);
}

/** Removes aggregates and visitor hashes older than the retention period, and spent salts. */
export async function pruneAnalytics(db: Database, now: Date): Promise<void> {
  const keepFrom = retentionStart(now);
  await db.delete(analyticsDailyCounts).where(lt(analyticsDailyCounts.day, keepFrom));
  await db.delete(analyticsDailyVisitors).where(lt(analyticsDailyVisitors.day, keepFrom));
  await deleteExpiredSalts(db, now);
}

const byViews = (a: AnalyticsBreakdown, b: AnalyticsBreakdown) =>
  b.views - a.views || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The `TOP_ENTRIES` most viewed values of each breakdown (referrer, device, source) in each
 * period, ranked in SQL: however many values are stored, the answer holds at most 60 rows.
 */
function topBreakdowns(db: Database, inRange: SQL | undefined, currentFrom: string) {
  const counts = analyticsDailyCounts;
  const grouped = db
    .select({
      current: sql<boolean>`${counts.day} >= ${currentFrom}`.as('current'),
      dimension: counts.dimension,
      value: counts.value,
      views: sql<number>`sum(${counts.views})::int`.as('views'),
    })
    .from(counts)
    .where(and(inRange, ne(counts.dimension, 'total')))
    .groupBy(sql`1`, counts.dimension, counts.value)
    .as('grouped');
  const ranked = db
    .select({
      current: grouped.current,
      dimension: grouped.dimension,
      value: grouped.value,
      views: grouped.views,
      rank: sql<number>`row_number() over (partition by ${grouped.current}, ${grouped.dimension} order by ${grouped.views} desc, ${grouped.value})`.as('rank'),
    })
    .from(grouped)
    .as('ranked');
  return db
    .select({ current: ranked.current, dimension: ranked.dimension, value: ranked.value, views: ranked.views })
    .from(ranked)
    .where(lte(ranked.rank, TOP_ENTRIES));
}

/** The owner's views for `range` (ending today, UTC) and for the period just before it. */
export async function analyticsSummary(
  db: Database,
  userId: string,
  range: AnalyticsRange,
  now: Date = new Date(),
): Promise<AnalyticsSummary> {
  const days = analyticsRangeDays[range];
  const today = utcDay(now);
  const currentFrom = addDays(today, -(days - 1));
  const previousFrom = addDays(today, -(2 * days - 1));
  const previousTo = addDays(today, -days);
  const counts = analyticsDailyCounts;
  const inRange = and(eq(counts.userId, userId), gte(counts.day, previousFrom));

  const [totals, breakdowns, uniques, anyView] = await Promise.all([
    db
      .select({ day: counts.day, views: counts.views })
      .from(counts)
      .where(and(inRange, eq(counts.dimension, 'total'))),
    topBreakdowns(db, inRange, currentFrom),
    db
      .select({ day: analyticsDailyVisitors.day, uniques: sql<number>`count(*)::int` })
      .from(analyticsDailyVisitors)
      .where(
        and(
          eq(analyticsDailyVisitors.userId, userId),
          gte(analyticsDailyVisitors.day, previousFrom),
        ),
      )
      .groupBy(analyticsDailyVisitors.day),
    db.select({ day: counts.day }).from(counts).where(eq(counts.userId, userId)).limit(1),
  ]);

  const viewsByDay = new Map(totals.map((row) => [row.day, row.views]));
  const uniquesByDay = new Map(uniques.map((row) => [row.day, row.uniques]));
  const period = (from: string, to: string, current: boolean): AnalyticsPeriod => {
    const daily = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      daily.push({
        date: day,
        views: viewsByDay.get(day) ?? 0,
        uniques: uniquesByDay.get(day) ?? 0,
      });
    }
    const list = (dimension: string) =>
      breakdowns
        .filter((row) => row.current === current && row.dimension === dimension)
        .map((row) => ({ name: row.value, views: Number(row.views) }))
        .sort(byViews);
    return {
      from,
      to,
      totals: {
        views: daily.reduce((sum, day) => sum + day.views, 0),
        uniques: daily.reduce((sum, day) => sum + day.uniques, 0),
      },
      daily,
      referrers: list('referrer'),
      devices: list('device'),
      sources: list('source'),
    };
  };
  return {
    range,
    hasViews: anyView.length > 0,
    current: period(currentFrom, today, true),
    previous: period(previousFrom, previousTo, false),
  };
}
