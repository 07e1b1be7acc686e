import { sql } from 'drizzle-orm';
import type { AnalyticsSummary } from '@showfolio/portfolio-schema';
import { analyticsDailyVisitors, analyticsSalts } from '../src/db/schema';
import { pruneAnalytics } from '../src/services/analytics';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

export const browsers = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

interface ViewOptions {
  method?: string;
  status?: number;
  address?: string | undefined;
  headers?: Record<string, string>;
  query?: string;
}

let sites = 0;

/** A fresh account with a deployed portfolio: its token and subdomain. */
async function owner(t: TestServer, tag: string) {
  const { token, account } = await signedInUser(t, tag);
  sites += 1;
  const subdomain = `${tag}-${sites}-${Date.now().toString(36)}`;
  const saved = await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Counting.' } });
  expect(saved.status).toBe(201);
  const deployed = await t.request('/api/templates/deploy', {
    method: 'POST',
    token,
    json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
  });
  expect(deployed.status).toBe(201);
  return { token, subdomain, account };
}

/** The host's call for a served page of `subdomain` (GET 200 from a desktop browser unless told). */
function view(t: TestServer, subdomain: string, options: ViewOptions = {}) {
  const { method = 'GET', status = 200, headers = {}, query = '' } = options;
  const address = 'address' in options ? options.address : '198.51.100.7';
  t.server.recordView({
    subdomain,
    status,
    socketAddress: address,
    request: new Request(`http://${subdomain}.showfolio.localhost:3000/${query}`, {
      method,
      headers: { host: `${subdomain}.showfolio.localhost:3000`, 'user-agent': browsers.desktop, ...headers },
    }),
  });
}

async function summary(t: TestServer, token: string, range = '7d'): Promise<AnalyticsSummary> {
  const response = await t.request(`/api/analytics/summary?range=${range}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsSummary;
}

const rows = async (t: TestServer, query: string) =>
  ((await t.server.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe(`GET /api/analytics/summary (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    ({ token } = await owner(t, 'api'));
  });
  afterAll(() => t.close());

  it('answers 401 without a signed-in owner', async () => {
    const response = await t.request('/api/analytics/summary?range=7d');
    expect(response.status).toBe(401);
  });

  it.each(['1y', '7', '', '7d&range=30d', '%00'])('answers 400 with the allowed ranges for range=%s', async (range) => {
    const response = await t.request(`/api/analytics/summary?range=${range}`, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Range must be one of 7d, 30d or 90d' });
  });

  it('gives a portfolio nobody visited zeros for every day of both periods', async () => {
    const result = await summary(t, token, '30d');
    expect(result.range).toBe('30d');
    expect(result.hasViews).toBe(false);
    expect(result.current.daily).toHaveLength(30);
    expect(result.previous.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(result.current.to).toBe(today);
    expect(result.current.daily.at(-1)).toEqual({ date: today, views: 0, uniques: 0 });
    expect(result.previous.daily.at(-1)!.date < result.current.from).toBe(true);
    expect(result.current.totals).toEqual({ views: 0, uniques: 0 });
    expect(result.current.referrers).toEqual([]);
    expect(result.current.devices).toEqual([]);
  });

  it('uses 7 days when no range is given', async () => {
    const response = await t.request('/api/analytics/summary', { token });
    expect(response.status).toBe(200);
    const result = (await response.json()) as AnalyticsSummary;
    expect(result.range).toBe('7d');
    expect(result.current.daily).toHaveLength(7);
  });
});

describe(`counting public page views (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('counts 200s and 304s by referrer host, device class and ?ref= source, with uniques per browser', async () => {
    const site = await owner(t, 'count');
    view(t, site.subdomain, {
      headers: { referer: 'https://www.news.example.org/story?id=42' },
      query: '?ref=Newsletter',
    });
    view(t, site.subdomain, { status: 304 });
    view(t, site.subdomain, { address: '203.0.113.9', headers: { 'user-agent': browsers.iphone } });
    view(t, site.subdomain, {
      address: '203.0.113.10',
      headers: { 'user-agent': browsers.ipad, referer: 'https://t.co/' },
      query: '?utm_source=social',
    });
    await t.server.flushViews();

    const { current, hasViews } = await summary(t, site.token);
    expect(hasViews).toBe(true);
    expect(current.totals).toEqual({ views: 4, uniques: 3 });
    expect(current.daily.at(-1)).toMatchObject({ views: 4, uniques: 3 });
    expect(current.referrers).toEqual([
      { name: 'direct', views: 2 },
      { name: 'news.example.org', views: 1 },
      { name: 't.co', views: 1 },
    ]);
    expect(current.devices).toEqual([
      { name: 'desktop', views: 2 },
      { name: 'mobile', views: 1 },
      { name: 'tablet', views: 1 },
    ]);
    expect(current.sources).toEqual([
      { name: 'newsletter', views: 1 },
      { name: 'social', views: 1 },
    ]);
  });

  it('counts a link from the page\'s own host as direct', async () => {
    const site = await owner(t, 'self');
    view(t, site.subdomain, { headers: { referer: `http://${site.subdomain}.showfolio.localhost:3000/` } });
    await t.server.flushViews();
    expect((await summary(t, site.token)).current.referrers).toEqual([{ name: 'direct', views: 1 }]);
  });

  it.each<[string, ViewOptions]>([
    ['a HEAD request', { method: 'HEAD' }],
    ['a 404', { status: 404 }],
    ['a bot (isbot)', { headers: { 'user-agent': browsers.googlebot } }],
    ['a request without a user agent', { headers: { 'user-agent': '' } }],
    ['a prefetch (Sec-Purpose: prefetch)', { headers: { 'sec-purpose': 'prefetch' } }],
    ['a prerender (Sec-Purpose: prefetch;prerender)', { headers: { 'sec-purpose': 'prefetch;prerender' } }],
    ['a legacy prefetch (Purpose: prefetch)', { headers: { purpose: 'prefetch' } }],
    ['a visitor asking not to be tracked (DNT: 1)', { headers: { dnt: '1' } }],
    ['a visitor with Global Privacy Control (Sec-GPC: 1)', { headers: { 'sec-gpc': '1' } }],
    ['a request with no socket address', { address: undefined }],
  ])('does not count %s', async (_case, options) => {
    const site = await owner(t, 'skip');
    view(t, site.subdomain, options);
    view(t, site.subdomain, { address: '192.0.2.1' });
    await t.server.flushViews();
    expect((await summary(t, site.token)).current.totals).toEqual({ views: 1, uniques: 1 });
  });

  it('does not count the owner\'s own signed-in visits, by Bearer token or session cookie', async () => {
    const site = await owner(t, 'own');
    const other = await signedInUser(t, 'visitor');
    view(t, site.subdomain, { headers: { authorization: `Bearer ${site.token}` } });
    view(t, site.subdomain, { headers: { cookie: `theme=dark; user_dashboard_token=${site.token}` } });
    view(t, site.subdomain, { headers: { authorization: `Bearer ${other.token}` } });
    view(t, site.subdomain, { headers: { authorization: 'Bearer not-a-token' } });
    await t.server.flushViews();
    expect((await summary(t, site.token)).current.totals.views).toBe(2);
  });

  it('does not count a page of a subdomain nobody deployed', async () => {
    const site = await owner(t, 'ghost');
    view(t, `nobody-${site.subdomain}`);
    await t.server.flushViews();
    expect((await summary(t, site.token)).hasViews).toBe(false);
  });

  it('counts uniques by hash within a day: address and user agent together, per portfolio', async () => {
    const first = await owner(t, 'uniq');
    const second = await owner(t, 'uniq');
    for (let i = 0; i < 3; i++) view(t, first.subdomain, { address: '198.51.100.20' });
    view(t, first.subdomain, { address: '198.51.100.20', headers: { 'user-agent': browsers.iphone } });
    view(t, first.subdomain, { address: '198.51.100.21' });
    view(t, second.subdomain, { address: '198.51.100.20' });
    await t.server.flushViews();
    expect((await summary(t, first.token)).current.totals).toEqual({ views: 5, uniques: 3 });
    expect((await summary(t, second.token)).current.totals).toEqual({ views: 1, uniques: 1 });
  });

  it('hashes the same visitor differently on the next day and deletes the spent salt', async () => {
    const tomorrowNoon = new Date();
    tomorrowNoon.setUTCDate(tomorrowNoon.getUTCDate() + 1);
    tomorrowNoon.setUTCHours(12, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: tomorrowNoon });
    const site = await owner(t, 'days');
    const firstDay = tomorrowNoon.toISOString().slice(0, 10);
    view(t, site.subdomain);
    await t.server.flushViews();
    const [firstHash] = await t.server.db.select().from(analyticsDailyVisitors).where(sql`day = ${firstDay}`);

    vi.setSystemTime(tomorrowNoon.getTime() + 24 * 60 * 60 * 1000);
    const secondDay = new Date().toISOString().slice(0, 10);
    view(t, site.subdomain);
    await t.server.flushViews();
    const hashes = await t.server.db.select().from(analyticsDailyVisitors).where(sql`day >= ${firstDay}`);
    expect(hashes.map((row) => row.day).sort()).toEqual([firstDay, secondDay]);
    expect(new Set(hashes.map((row) => row.visitorHash)).size).toBe(2);
    expect(hashes.map((row) => row.visitorHash)).toContain(firstHash!.visitorHash);

    const salts = await t.server.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual([secondDay]);

    const result = await summary(t, site.token, '7d');
    expect(result.current.daily.slice(-2)).toEqual([
      { date: firstDay, views: 1, uniques: 1 },
      { date: secondDay, views: 1, uniques: 1 },
    ]);

    // A week on, the views belong to the previous period, the base of the "vs previous" delta.
    vi.setSystemTime(tomorrowNoon.getTime() + 8 * 24 * 60 * 60 * 1000);
    // Signed in afresh: the first access token has expired by then.
    const signin = await t.request('/api/auth/signin', {
      method: 'POST',
      json: { email: site.account.email, password: site.account.password },
    });
    const { access_token: token } = (await signin.json()) as { access_token: string };
    const later = await summary(t, token, '7d');
    expect(later.current.totals).toEqual({ views: 0, uniques: 0 });
    expect(later.previous.totals).toEqual({ views: 2, uniques: 2 });
  });

  it('stores no address, user agent or full referrer in any table', async () => {
    const site = await owner(t, 'privacy');
    const address = '203.0.113.77';
    const userAgent = `${browsers.desktop} PrivacyProbe/9.9`;
    const referrer = 'https://forum.example.net/thread/secret-path?user=carol';
    view(t, site.subdomain, { address, headers: { 'user-agent': userAgent, referer: referrer } });
    await t.server.flushViews();
    expect((await summary(t, site.token)).current.totals.views).toBe(1);

    const columns = await rows(
      t,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and table_name like 'analytics%' order by table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${String(c.table_name)}.${String(c.column_name)}`)).toEqual([
      'analytics_daily_counts.user_id',
      'analytics_daily_counts.day',
      'analytics_daily_counts.dimension',
      'analytics_daily_counts.value',
      'analytics_daily_counts.views',
      'analytics_daily_visitors.user_id',
      'analytics_daily_visitors.day',
      'analytics_daily_visitors.visitor_hash',
      'analytics_salts.day',
      'analytics_salts.salt',
    ]);
    const allColumns = await rows(
      t,
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    for (const { table_name: table, column_name: name } of allColumns) {
      // The user agents kept are the account holder's own: per signed-in session, for Settings'
      // device list, and per sign-in waiting for its two-step code (the session it becomes). A
      // visitor's never is (the content check below).
      if ((table === 'sessions' || table === 'pending_sign_ins') && name === 'user_agent') continue;
      expect(String(name)).not.toMatch(/(^|_)(ip|ip_address|remote_addr|user_agent|referer|referrer_url)($|_)/);
    }

    const tables = await rows(t, `select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name: table } of tables) {
      const stored = JSON.stringify(await rows(t, `select row_to_json(r)::text as row from "${String(table)}" r`));
      expect(stored, String(table)).not.toContain(address);
      expect(stored, String(table)).not.toContain('PrivacyProbe');
      expect(stored, String(table)).not.toContain('secret-path');
    }
  });

  it('keeps 13 months of analytics, then pruneAnalytics removes them', async () => {
    const start = new Date();
    start.setUTCDate(start.getUTCDate() + 20);
    start.setUTCHours(12, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const site = await owner(t, 'retain');
    view(t, site.subdomain);
    await t.server.flushViews();
    const day = start.toISOString().slice(0, 10);
    const stored = async () =>
      (
        await rows(
          t,
          `select (select count(*) from analytics_daily_counts where day = '${day}')::int as counts,
                  (select count(*) from analytics_daily_visitors where day = '${day}')::int as visitors`,
        )
      )[0];
    const monthsLater = (months: number, days: number) => {
      const at = new Date(start);
      at.setUTCMonth(at.getUTCMonth() + months);
      at.setUTCDate(at.getUTCDate() + days);
      return at;
    };
    expect((await stored())!.counts).toBeGreaterThan(0);

    await pruneAnalytics(t.server.db, monthsLater(13, -1));
    expect((await stored())!.counts).toBeGreaterThan(0);
    expect((await stored())!.visitors).toBe(1);

    await pruneAnalytics(t.server.db, monthsLater(13, 1));
    expect(await stored()).toEqual({ counts: 0, visitors: 0 });
  });
});

describe(`analytics switched off or behind a proxy (${databaseLabel})`, () => {
  it('counts nothing with ANALYTICS=off', async () => {
    const t = await startTestServer({ env: { ANALYTICS: 'off' } });
    try {
      const site = await owner(t, 'off');
      view(t, site.subdomain);
      await t.server.flushViews();
      expect((await summary(t, site.token)).hasViews).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('tells visitors apart by X-Forwarded-For with TRUST_PROXY=1', async () => {
    const t = await startTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      const site = await owner(t, 'proxy');
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.2'])
        view(t, site.subdomain, { address: '10.0.0.1', headers: { 'x-forwarded-for': client } });
      await t.server.flushViews();
      expect((await summary(t, site.token)).current.totals).toEqual({ views: 3, uniques: 2 });
    } finally {
      await t.close();
    }
  });
});
