import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { domainMessages, type CustomDomain, type CustomDomainList } from '@showfolio/portfolio-schema';
import { defaultRateLimits, loadConfig } from '../src/config';
import { customDomains } from '../src/db/schema';
import { nextCheckDelay, removeExpiredDomainClaims } from '../src/services/custom-domains';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';
import { startDnsZone, type DnsZone } from './support/dns-zone';

const HOUR = 3_600_000;
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

async function publish(t: TestServer, tag: string, subdomain: string) {
  const user = await signedInUser(t, tag);
  await t.request('/api/user-portfolio', {
    method: 'POST',
    token: user.token,
    json: { userDetails: { firstName: 'Ada', lastName: 'Lovelace' }, bio: 'Engines.' },
  });
  const deployed = await t.request('/api/templates/deploy', {
    method: 'POST',
    token: user.token,
    json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
  });
  expect(deployed.status).toBe(201);
  return user;
}

describe(`custom domains: verification against a real DNS server (${databaseLabel})`, () => {
  let t: TestServer;
  let zone: DnsZone;
  beforeAll(async () => {
    zone = await startDnsZone();
    t = await startTestServer({
      env: { PUBLIC_DOMAIN: 'showfolio.example', DNS_SERVERS: zone.server },
      config: { customDomains: { ...loadConfig({ DNS_SERVERS: zone.server }).customDomains, dnsTimeoutMs: 500 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await zone.close();
  });

  const add = (token: string, domain: string) => t.request('/api/domains', { method: 'POST', token, json: { domain } });
  const checkNow = async (token: string, id: string) => {
    const res = await t.request(`/api/domains/${id}/check`, { method: 'POST', token });
    expect(res.status).toBe(200);
    return json<CustomDomain>(res);
  };

  it('takes a domain from pending to verified to routing, serves it, and flags it when the records go', async () => {
    const { token } = await publish(t, 'flow', 'ada-flow');
    const added = await add(token, 'Ada-Flow.Test.');
    expect(added.status).toBe(201);
    const domain = await json<CustomDomain>(added);
    expect(domain).toMatchObject({ domain: 'ada-flow.test', status: 'pending', isPrimary: true });
    const [txt, cname] = domain.records;
    expect(txt).toEqual({
      type: 'TXT',
      name: '_showfolio-challenge.ada-flow.test',
      host: '_showfolio-challenge',
      value: expect.stringMatching(/^showfolio-/),
      purpose: 'verify',
    });
    expect(cname).toEqual({ type: 'CNAME', name: 'ada-flow.test', host: '@', value: 'ada-flow.showfolio.example', purpose: 'route' });
    expect(await t.server.getPublicPortfolioByDomain('ada-flow.test')).toBeNull();

    // Nothing in DNS yet.
    const pending = await checkNow(token, domain.id);
    expect(pending.status).toBe('pending');
    expect(pending.reason).toContain('No TXT record _showfolio-challenge.ada-flow.test was found yet');

    // A TXT record with the wrong value is named as such.
    zone.set('_showfolio-challenge.ada-flow.test', [{ type: 'TXT', value: 'something-else' }]);
    expect((await checkNow(token, domain.id)).reason).toContain('holds a different value');

    // The right token: verified, and served (the Host reaches us some way already).
    zone.set('_showfolio-challenge.ada-flow.test', [{ type: 'TXT', value: ['unrelated'] }, { type: 'TXT', value: txt!.value }]);
    const verified = await checkNow(token, domain.id);
    expect(verified).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });
    expect(verified.reason).toContain('Create a CNAME record to ada-flow.showfolio.example');
    const served = await t.server.getPublicPortfolioByDomain('ADA-FLOW.test:443');
    expect(served).toMatchObject({ subdomain: 'ada-flow', primaryDomain: null });
    expect(served?.portfolioData.firstName).toBe('Ada');
    // Exact names only.
    expect(await t.server.getPublicPortfolioByDomain('ada-flow.test.evil.com')).toBeNull();
    expect(await t.server.getPublicPortfolioByDomain('www.ada-flow.test')).toBeNull();

    // A CNAME elsewhere is not routing.
    zone.set('ada-flow.test', [{ type: 'CNAME', value: 'someone-else.example' }]);
    expect((await checkNow(token, domain.id)).reason).toContain('points somewhere else');

    // The CNAME to the subdomain: routing, and the page's canonical home moves to the domain.
    zone.set('ada-flow.test', [{ type: 'CNAME', value: 'ada-flow.showfolio.example.' }]);
    const routing = await checkNow(token, domain.id);
    expect(routing).toMatchObject({ status: 'routing', reason: null });
    expect(await t.server.getPublicPortfolio('ada-flow')).toMatchObject({ primaryDomain: 'ada-flow.test' });
    const tlsAllowed = await t.request('/api/domains/tls-allowed?domain=ada-flow.test');
    expect(tlsAllowed.status).toBe(200);
    expect(await tlsAllowed.text()).toBe('');

    // The records disappear: needs attention, no longer served nor given certificates.
    zone.remove('_showfolio-challenge.ada-flow.test');
    zone.remove('ada-flow.test');
    const attention = await checkNow(token, domain.id);
    expect(attention.status).toBe('needs_attention');
    expect(attention.reason).toContain('The TXT record that proves this domain is yours is gone');
    expect(await t.server.getPublicPortfolioByDomain('ada-flow.test')).toBeNull();
    expect(await t.server.getPublicPortfolio('ada-flow')).toMatchObject({ primaryDomain: null });
    expect((await t.request('/api/domains/tls-allowed?domain=ada-flow.test')).status).toBe(404);

    // Only the routing record gone (TXT back): still needs attention, saying which record.
    zone.set('_showfolio-challenge.ada-flow.test', [{ type: 'TXT', value: txt!.value }]);
    zone.set('ada-flow.test', [{ type: 'CNAME', value: 'ada-flow.showfolio.example' }]);
    expect((await checkNow(token, domain.id)).status).toBe('routing');
    zone.remove('ada-flow.test');
    const routeGone = await checkNow(token, domain.id);
    expect(routeGone.status).toBe('needs_attention');
    expect(routeGone.reason).toContain('The record that sent ada-flow.test to Showfolio is gone');
  });

  it('accepts A and AAAA records equal to the target’s addresses, and not others', async () => {
    const { token } = await publish(t, 'arec', 'ada-arec');
    const domain = await json<CustomDomain>(await add(token, 'ada-arec.test'));
    zone.set('_showfolio-challenge.ada-arec.test', [{ type: 'TXT', value: domain.records[0]!.value }]);
    zone.set('ada-arec.showfolio.example', [{ type: 'A', value: '192.0.2.10' }, { type: 'AAAA', value: '2001:db8::10' }]);
    zone.set('ada-arec.test', [{ type: 'A', value: '198.51.100.7' }]);
    expect((await checkNow(token, domain.id)).status).toBe('verified');
    zone.set('ada-arec.test', [{ type: 'A', value: '192.0.2.10' }, { type: 'AAAA', value: '2001:db8::10' }]);
    expect((await checkNow(token, domain.id)).status).toBe('routing');
  });

  it('keeps the status when DNS does not answer', async () => {
    const silent = await startTestServer({
      env: { PUBLIC_DOMAIN: 'showfolio.example', DNS_SERVERS: '127.0.0.1:9' },
      config: { customDomains: { ...loadConfig({}).customDomains, dnsServers: ['127.0.0.1:9'], dnsTimeoutMs: 200 } },
    });
    try {
      const user = await signedInUser(silent, 'silent');
      await silent.request('/api/user-portfolio', { method: 'POST', token: user.token, json: { bio: 'x' } });
      await silent.request('/api/templates/deploy', {
        method: 'POST',
        token: user.token,
        json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'ada-silent' },
      });
      const added = await json<CustomDomain>(await silent.request('/api/domains', { method: 'POST', token: user.token, json: { domain: 'ada-silent.test' } }));
      const res = await silent.request(`/api/domains/${added.id}/check`, { method: 'POST', token: user.token });
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ status: 'pending', reason: expect.stringContaining('DNS did not answer') });
    } finally {
      await silent.close();
    }
  });

  it('re-checks in the background with back-off, fails pending domains after 72 h, checks verified ones daily', async () => {
    const { token } = await publish(t, 'bg', 'ada-bg');
    const domain = await json<CustomDomain>(await add(token, 'ada-bg.test'));
    const row = async () => (await t.server.db.select().from(customDomains).where(eq(customDomains.id, domain.id)))[0]!;
    const start = (await row()).waitingSince;
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

    await t.server.domainChecks.runDue(at(0.01));
    expect((await row()).lastCheckedAt).toBeNull();
    await t.server.domainChecks.runDue(at(2));
    let stored = await row();
    expect(stored.status).toBe('pending');
    expect(stored.nextCheckAt!.getTime() - at(2).getTime()).toBe(30 * 60_000);
    await t.server.domainChecks.runDue(at(10));
    expect((await row()).nextCheckAt!.getTime() - at(10).getTime()).toBe(HOUR);

    await t.server.domainChecks.runDue(at(73));
    stored = await row();
    expect(stored).toMatchObject({ status: 'failed', nextCheckAt: null });
    expect(stored.reason).toContain('within 72 hours');
    // A failed domain is left alone by the background checks.
    await t.server.domainChecks.runDue(at(200));
    expect((await row()).lastCheckedAt).toEqual(stored.lastCheckedAt);

    // Checking by hand after adding the record brings it back.
    zone.set('_showfolio-challenge.ada-bg.test', [{ type: 'TXT', value: domain.records[0]!.value }]);
    zone.set('ada-bg.test', [{ type: 'CNAME', value: 'ada-bg.showfolio.example' }]);
    const routed = await checkNow(token, domain.id);
    expect(routed.status).toBe('routing');
    const checkedAt = new Date(routed.lastCheckedAt!);
    expect(new Date(routed.nextCheckAt!).getTime() - checkedAt.getTime()).toBe(24 * HOUR);

    // The daily check notices when the records go.
    zone.remove('_showfolio-challenge.ada-bg.test');
    let changes = 0;
    t.server.domainChecks.onChange(() => (changes += 1));
    await t.server.domainChecks.runDue(new Date(checkedAt.getTime() + 25 * HOUR));
    expect((await row()).status).toBe('needs_attention');
    expect(changes).toBeGreaterThan(0);
  });

  // issue 30 item 7: failed before: the unique index on the name refused the owner's claim with
  // "already connected to another account" as long as anyone's pending (even failed) claim existed.
  it('lets pending claims coexist: the first to verify wins, the others are told, and the winner keeps the name', async () => {
    const squatter = await publish(t, 'squat', 'eve-squat');
    const owner = await publish(t, 'realowner', 'ada-realowner');
    const third = await publish(t, 'third', 'bob-third');
    const squatted = await add(squatter.token, 'ada-claimed.test');
    expect(squatted.status).toBe(201);
    const theirs = await json<CustomDomain>(squatted);

    const claimed = await add(owner.token, 'Ada-Claimed.test');
    expect(claimed.status).toBe(201);
    const mine = await json<CustomDomain>(claimed);
    expect(mine).toMatchObject({ domain: 'ada-claimed.test', status: 'pending' });
    expect(mine.records[0]!.value).not.toBe(theirs.records[0]!.value);

    // Only the owner can create the TXT record: their claim verifies, the squatter's is told.
    zone.set('_showfolio-challenge.ada-claimed.test', [{ type: 'TXT', value: mine.records[0]!.value }]);
    expect((await checkNow(owner.token, mine.id)).status).toBe('verified');
    const [lost] = (await json<CustomDomainList>(await t.request('/api/domains', { token: squatter.token }))).domains;
    expect(lost).toMatchObject({ id: theirs.id, status: 'failed', reason: domainMessages.verifiedElsewhere, nextCheckAt: null });
    // Checking again changes nothing while the winner's proof stands, even with both tokens published.
    zone.set('_showfolio-challenge.ada-claimed.test', [
      { type: 'TXT', value: mine.records[0]!.value },
      { type: 'TXT', value: theirs.records[0]!.value },
    ]);
    expect(await checkNow(squatter.token, theirs.id)).toMatchObject({ status: 'failed', reason: domainMessages.verifiedElsewhere });
    expect(await t.server.getPublicPortfolioByDomain('ada-claimed.test')).toMatchObject({ subdomain: 'ada-realowner' });

    // A verified name is refused to new claims.
    const late = await add(third.token, 'ada-claimed.test');
    expect(late.status).toBe(409);
    expect(await json(late)).toEqual({ message: domainMessages.takenByOther });
  });

  // issue 30 item 7: failed before: failed claims were never deleted, so a name stayed held for ever.
  it('expires failed and abandoned claims after 7 days, and keeps verified and waiting ones', async () => {
    const { token } = await publish(t, 'expire', 'ada-expire');
    await add(token, 'failed.ada-expire.test');
    const waiting = await json<CustomDomain>(await add(token, 'waiting.ada-expire.test'));
    const kept = await json<CustomDomain>(await add(token, 'kept.ada-expire.test'));
    zone.set('_showfolio-challenge.kept.ada-expire.test', [{ type: 'TXT', value: kept.records[0]!.value }]);
    expect((await checkNow(token, kept.id)).status).toBe('verified');
    const start = new Date();
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
    // The background check gives up on both pending claims after 72 hours.
    await t.server.domainChecks.runDue(at(73));
    const statuses = async () =>
      Object.fromEntries(
        (await json<CustomDomainList>(await t.request('/api/domains', { token }))).domains.map((d) => [d.domain, d.status]),
      );
    expect(await statuses()).toEqual({ 'failed.ada-expire.test': 'failed', 'waiting.ada-expire.test': 'failed', 'kept.ada-expire.test': 'verified' });
    // The seven days count from the last change: a claim its owner checked by hand later lasts longer.
    await t.server.db.update(customDomains).set({ updatedAt: at(100) }).where(eq(customDomains.id, waiting.id));

    await removeExpiredDomainClaims(t.server.db, at(73 + 7 * 24 - 1));
    expect(Object.keys(await statuses())).toHaveLength(3);
    expect(await removeExpiredDomainClaims(t.server.db, at(73 + 7 * 24 + 1))).toBeGreaterThanOrEqual(1);
    expect(await statuses()).toEqual({ 'waiting.ada-expire.test': 'failed', 'kept.ada-expire.test': 'verified' });
    // The name is free again for anyone.
    const other = await publish(t, 'expire2', 'bob-expire');
    expect((await add(other.token, 'failed.ada-expire.test')).status).toBe(201);
    // A pending claim nobody ever checked (the checker was off) is abandoned after 7 days too.
    const abandoned = await json<CustomDomain>(await add(other.token, 'abandoned.bob-expire.test'));
    await t.server.db.update(customDomains).set({ nextCheckAt: null }).where(eq(customDomains.id, abandoned.id));
    expect(await removeExpiredDomainClaims(t.server.db, new Date(Date.now() + 8 * 24 * HOUR))).toBeGreaterThanOrEqual(1);
    const left = (await json<CustomDomainList>(await t.request('/api/domains', { token: other.token }))).domains;
    expect(left.map((d) => d.domain)).not.toContain('abandoned.bob-expire.test');
    expect(left).toEqual([]);
  });

  it('spaces checks of a waiting domain from a minute to an hour, then a day', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    const after = (ms: number) => nextCheckDelay(since, new Date(since.getTime() + ms));
    expect(after(0)).toBe(60_000);
    expect(after(8 * 60_000)).toBe(120_000);
    expect(after(4 * HOUR)).toBe(HOUR);
    expect(after(72 * HOUR)).toBe(24 * HOUR);
  });
});

describe(`custom domains: the API's rules (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { PUBLIC_DOMAIN: 'showfolio.example', DNS_SERVERS: '127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  const add = (token: string, domain: unknown) => t.request('/api/domains', { method: 'POST', token, json: { domain } });
  const list = async (token: string) => json<CustomDomainList>(await t.request('/api/domains', { token }));

  it('needs a signed-in user', async () => {
    expect((await t.request('/api/domains')).status).toBe(401);
    expect((await t.request('/api/domains', { method: 'POST', json: { domain: 'a.dev' } })).status).toBe(401);
  });

  it('needs a published portfolio', async () => {
    const { token } = await signedInUser(t, 'nopub');
    const res = await add(token, 'nopub.dev');
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: domainMessages.publishFirst });
  });

  it.each([
    ['', domainMessages.required],
    [42, domainMessages.required],
    ['https://ada.dev/work', domainMessages.addressOnly],
    ['10.0.0.1', domainMessages.ipAddress],
    ['localhost', domainMessages.localhost],
    ['ada.showfolio.example', domainMessages.ownDomain('showfolio.example')],
    ['showfolio.example', domainMessages.ownDomain('showfolio.example')],
    [`${'abcdefghi.'.repeat(26)}dev`, domainMessages.tooLong],
  ])('refuses %j with a 400 and stores nothing', async (domain, message) => {
    const { token } = await publish(t, 'bad', `bad-${Math.random().toString(36).slice(2, 8)}`);
    const res = await add(token, domain);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message });
    expect((await list(token)).domains).toEqual([]);
  });

  it('cleans an address pasted from the address bar to its name, and gives each record its registrar host part', async () => {
    const { token } = await publish(t, 'paste', 'ada-paste');
    const res = await add(token, 'https://WWW.ada-paste.co.uk/');
    expect(res.status).toBe(201);
    const added = await json<CustomDomain>(res);
    expect(added.domain).toBe('www.ada-paste.co.uk');
    // The registered domain is ada-paste.co.uk (the public suffix list knows co.uk), so the
    // names registrars ask for are the parts before it.
    expect(added.records.map(({ type, name, host }) => [type, name, host])).toEqual([
      ['TXT', '_showfolio-challenge.www.ada-paste.co.uk', '_showfolio-challenge.www'],
      ['CNAME', 'www.ada-paste.co.uk', 'www'],
    ]);
  });

  it('refuses malformed JSON with a 400', async () => {
    const { token } = await publish(t, 'json', 'ada-json');
    const res = await t.request('/api/domains', { method: 'POST', token, body: '{', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('stores punycode, allows 3 domains, and refuses a fourth and duplicates', async () => {
    const { token } = await publish(t, 'three', 'ada-three');
    expect(await json(await add(token, 'Bücher-Ada.de'))).toMatchObject({ domain: 'xn--bcher-ada-q9a.de', isPrimary: true });
    expect((await add(token, 'www.ada-three.dev')).status).toBe(201);
    expect((await add(token, 'me.ada-three.dev')).status).toBe(201);
    const dup = await add(token, 'WWW.ada-three.dev');
    expect(dup.status).toBe(409);
    expect(await json(dup)).toEqual({ message: domainMessages.alreadyYours });
    const fourth = await add(token, 'four.ada-three.dev');
    expect(fourth.status).toBe(409);
    expect(await json(fourth)).toEqual({ message: domainMessages.limit });
    const { domains, maxDomains } = await list(token);
    expect(maxDomains).toBe(3);
    expect(domains.map((d) => d.domain)).toEqual(['xn--bcher-ada-q9a.de', 'www.ada-three.dev', 'me.ada-three.dev']);
    expect(domains.filter((d) => d.isPrimary)).toHaveLength(1);
  });

  it('lets another account claim a name that is only pending, and keeps each owner to their own domains', async () => {
    const ada = await publish(t, 'owner', 'ada-owner');
    const eve = await publish(t, 'eve', 'eve-owner');
    const mine = await json<CustomDomain>(await add(ada.token, 'owned.dev'));
    const claim = await add(eve.token, 'OWNED.dev');
    expect(claim.status).toBe(201);
    expect((await list(eve.token)).domains).toMatchObject([{ domain: 'owned.dev', status: 'pending' }]);
    for (const [method, path] of [
      ['POST', `/api/domains/${mine.id}/check`],
      ['POST', `/api/domains/${mine.id}/primary`],
      ['DELETE', `/api/domains/${mine.id}`],
      ['DELETE', '/api/domains/not-a-uuid'],
    ] as const) {
      const res = await t.request(path, { method, token: eve.token });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: domainMessages.notFound });
    }
    expect((await list(ada.token)).domains).toMatchObject([{ id: mine.id, status: 'pending' }]);
  });

  it('keeps both claims when two accounts add a name at the same moment, and one row when one account adds it twice', async () => {
    const [ada, eve] = await Promise.all([publish(t, 'raceA', 'ada-race'), publish(t, 'raceB', 'eve-race')]);
    const answers = await Promise.all([add(ada.token, 'race.dev'), add(eve.token, 'race.dev')]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const twice = await Promise.all([add(ada.token, 'twice.dev'), add(ada.token, 'twice.dev')]);
    expect(twice.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await list(ada.token)).domains.map((d) => d.domain)).toEqual(['race.dev', 'twice.dev']);
  });

  it('moves the primary flag and hands it on when the primary is removed', async () => {
    const { token } = await publish(t, 'primary', 'ada-primary');
    const first = await json<CustomDomain>(await add(token, 'one.ada-primary.dev'));
    const second = await json<CustomDomain>(await add(token, 'two.ada-primary.dev'));
    expect(second.isPrimary).toBe(false);
    const moved = await json<CustomDomainList>(await t.request(`/api/domains/${second.id}/primary`, { method: 'POST', token }));
    expect(moved.domains.map((d) => [d.domain, d.isPrimary])).toEqual([
      ['one.ada-primary.dev', false],
      ['two.ada-primary.dev', true],
    ]);
    const removed = await json<CustomDomainList>(await t.request(`/api/domains/${second.id}`, { method: 'DELETE', token }));
    expect(removed.domains).toMatchObject([{ id: first.id, isPrimary: true }]);
    // Removed: free for anyone again.
    const other = await publish(t, 'reuse', 'ada-reuse');
    expect((await add(other.token, 'two.ada-primary.dev')).status).toBe(201);
  });

  it('answers the TLS question for the app’s own hosts and live subdomains only', async () => {
    await publish(t, 'tls', 'ada-tls');
    const ask = async (domain: string) => (await t.request(`/api/domains/tls-allowed?domain=${encodeURIComponent(domain)}`)).status;
    expect(await ask('localhost')).toBe(404);
    expect(await ask('showfolio.example')).toBe(200);
    expect(await ask('ada-tls.showfolio.example')).toBe(200);
    expect(await ask('nobody-here.showfolio.example')).toBe(404);
    expect(await ask('owned.dev')).toBe(404);
    expect(await ask('random.example')).toBe(404);
    expect(await ask('')).toBe(404);
  });
});

describe(`custom domains: rate limits (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      env: { PUBLIC_DOMAIN: 'showfolio.example', DNS_SERVERS: '127.0.0.1:9' },
      config: {
        rateLimits: { ...relaxedRateLimits, domainWriteUser: { points: 2, durationSeconds: 900 }, tlsAskRefused: { points: 3, durationSeconds: 60 } },
      },
    });
  });
  afterAll(() => t.close());

  it('limits writes per user and the TLS question’s refusals for every caller together, with Retry-After', async () => {
    const { token } = await publish(t, 'limit', 'ada-limit');
    expect((await t.request('/api/domains', { method: 'POST', token, json: { domain: 'a.ada-limit.dev' } })).status).toBe(201);
    expect((await t.request('/api/domains', { method: 'POST', token, json: { domain: 'b.ada-limit.dev' } })).status).toBe(201);
    const limited = await t.request('/api/domains', { method: 'POST', token, json: { domain: 'c.ada-limit.dev' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    for (let i = 0; i < 3; i += 1) await t.request('/api/domains/tls-allowed?domain=x.dev', { remoteAddress: '203.0.113.9' });
    expect((await t.request('/api/domains/tls-allowed?domain=x.dev', { remoteAddress: '203.0.113.9' })).status).toBe(429);
    expect((await t.request('/api/domains/tls-allowed?domain=x.dev', { remoteAddress: '203.0.113.10' })).status).toBe(429);
    expect(defaultRateLimits.domainWriteUser.points).toBeGreaterThan(2);
  });
});

/** The app on a real loopback port, as Caddy reaches it. */
async function listening(t: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const http = await new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: t.server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

describe(`custom domains: Caddy's TLS question under a flood of made-up names (${databaseLabel})`, () => {
  let t: TestServer;
  let zone: DnsZone;
  let http: Awaited<ReturnType<typeof listening>>;
  // The shipped TLS limits, whatever they are called: the flood must meet the real budget.
  const tlsLimits = Object.fromEntries(Object.entries(defaultRateLimits).filter(([name]) => name.startsWith('tlsAsk')));
  beforeAll(async () => {
    zone = await startDnsZone();
    t = await startTestServer({
      env: { PUBLIC_DOMAIN: 'showfolio.example', DNS_SERVERS: zone.server, TRUST_PROXY: '1' },
      config: {
        customDomains: { ...loadConfig({ DNS_SERVERS: zone.server }).customDomains, dnsTimeoutMs: 500 },
        rateLimits: { ...relaxedRateLimits, ...tlsLimits },
      },
    });
    http = await listening(t);
  });
  afterAll(async () => {
    await http?.close();
    await t.close();
    await zone.close();
  });

  const ask = async (domain: string, from = '203.0.113.9') =>
    (await fetch(`${http.url}/api/domains/tls-allowed?domain=${encodeURIComponent(domain)}`, { headers: { 'x-forwarded-for': from } })).status;

  // issue 30 item 9: failed before: after 600 asks for random names from Caddy's one address, the
  // ask for a verified domain and for a live subdomain answered 429, and a refusal from a second
  // address was not limited at all (the bucket was per address).
  it('answers known names 200 however many made-up names were refused, and limits refusals for every caller together', async () => {
    const { token } = await publish(t, 'tlsflood', 'ada-tlsflood');
    const added = await json<CustomDomain>(await t.request('/api/domains', { method: 'POST', token, json: { domain: 'ada-tlsflood.test' } }));
    zone.set('_showfolio-challenge.ada-tlsflood.test', [{ type: 'TXT', value: added.records[0]!.value }]);
    const checked = await json<CustomDomain>(await t.request(`/api/domains/${added.id}/check`, { method: 'POST', token }));
    expect(checked.status).toBe('verified');

    const flood = 700;
    const statuses = new Map<number, number>();
    for (let start = 0; start < flood; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, i) => ask(`random-${start + i}-${Math.random().toString(36).slice(2)}.example`)),
      );
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(404)).toBeGreaterThan(0);
    expect(statuses.get(429)).toBeGreaterThan(0);

    for (const from of ['203.0.113.9', '198.51.100.4']) {
      expect(await ask('ada-tlsflood.test', from)).toBe(200);
      expect(await ask('ADA-TLSFLOOD.test', from)).toBe(200);
      expect(await ask('ada-tlsflood.showfolio.example', from)).toBe(200);
      expect(await ask('showfolio.example', from)).toBe(200);
    }
    // One bucket for all callers: a fresh address's refusal is limited too.
    expect(await ask('someone-else.example', '198.51.100.4')).toBe(429);
  }, 60_000);
});
