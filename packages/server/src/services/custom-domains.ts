import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { and, asc, eq, inArray, isNotNull, lt, lte, ne, notInArray } from 'drizzle-orm';
import { getDomain } from 'tldts-icann';
import {
  DOMAIN_CHALLENGE_PREFIX,
  domainMessages,
  servingDomainStatuses,
  type CustomDomain,
  type CustomDomainStatus,
  type DnsRecord,
} from '@showfolio/portfolio-schema';
import type { CustomDomainConfig, ServerConfig } from '../config';
import { pgErrorCode, UNIQUE_VIOLATION, type Database, type DatabaseHandle } from '../db/client';
import { customDomains, deployments } from '../db/schema';
import type { Services } from './context';

export type CustomDomainRow = typeof customDomains.$inferSelect;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How long the checker keeps looking for records that have not appeared (then daily, or it gives up). */
export const WAITING_WINDOW_MS = 72 * HOUR;

export const newDomainToken = () => `showfolio-${randomBytes(18).toString('base64url')}`;

export const challengeName = (domain: string) => `${DOMAIN_CHALLENGE_PREFIX}.${domain}`;

/**
 * How long to wait before looking again at a domain whose records have been awaited since
 * `waitingSince`: often at first (people create records and wait), a quarter of the time waited
 * so far, between a minute and an hour; once a day after the 72-hour window.
 */
export function nextCheckDelay(waitingSince: Date, now: Date): number {
  const waited = Math.max(0, now.getTime() - waitingSince.getTime());
  if (waited >= WAITING_WINDOW_MS) return DAY;
  return Math.min(HOUR, Math.max(MINUTE, Math.round(waited / 4)));
}

/** Where a user's domain should point: their own subdomain and the configured shared target. */
export function routingTargets(config: Pick<ServerConfig, 'publicDomain' | 'customDomains'>, subdomain: string | null) {
  return [
    ...(subdomain ? [`${subdomain}.${config.publicDomain}`] : []),
    ...(config.customDomains.target ? [config.customDomains.target] : []),
  ];
}

/**
 * A record's name as registrars' forms ask for it: the part before the registered domain (the
 * public suffix list says where that starts: `ada.co.uk`, not `co.uk`), `@` for the domain itself.
 */
export function registrarHost(name: string, domain: string): string {
  const registered = getDomain(domain) ?? domain;
  if (name === registered) return '@';
  return name.endsWith(`.${registered}`) ? name.slice(0, -registered.length - 1) : name;
}

/** The records a person creates at their registrar: the TXT proof, and one record pointing at us. */
export function recordsFor(
  config: Pick<ServerConfig, 'publicDomain' | 'customDomains'>,
  row: Pick<CustomDomainRow, 'domain' | 'token'>,
  subdomain: string | null,
): DnsRecord[] {
  const records: DnsRecord[] = [
    { type: 'TXT', name: challengeName(row.domain), host: registrarHost(challengeName(row.domain), row.domain), value: row.token, purpose: 'verify' },
  ];
  // A configured target outlives a change of subdomain, so it is the one to show when there is one.
  const target = config.customDomains.target ?? (subdomain ? `${subdomain}.${config.publicDomain}` : null);
  if (target) {
    const family = isIP(target);
    records.push({
      type: family === 4 ? 'A' : family === 6 ? 'AAAA' : 'CNAME',
      name: row.domain,
      host: registrarHost(row.domain, row.domain),
      value: target,
      purpose: 'route',
    });
  }
  return records;
}

export function toCustomDomain(
  config: Pick<ServerConfig, 'publicDomain' | 'customDomains'>,
  row: CustomDomainRow,
  subdomain: string | null,
): CustomDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status as CustomDomainStatus,
    isPrimary: row.isPrimary,
    reason: row.reason,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    records: recordsFor(config, row, subdomain),
  };
}

/** What DNS said about one record: there, not there (NXDOMAIN / no data), or no usable answer. */
type Lookup<T> = { state: 'found'; values: T[] } | { state: 'missing' } | { state: 'unreachable'; code: string };

const MISSING_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

async function lookup<T>(query: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    const values = await query();
    return values.length > 0 ? { state: 'found', values } : { state: 'missing' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    return MISSING_CODES.has(code) ? { state: 'missing' } : { state: 'unreachable', code };
  }
}

const bareName = (name: string) => name.toLowerCase().replace(/\.$/, '');

export interface DomainInspection {
  /** The TXT record holds the token / holds other values / is absent / DNS did not answer. */
  ownership: 'verified' | 'wrong-value' | 'missing' | 'unreachable';
  routing: 'ready' | 'elsewhere' | 'missing' | 'unreachable';
}

export interface DnsChecker {
  inspect(domain: string, token: string, targets: string[]): Promise<DomainInspection>;
}

/** Asks DNS (the configured servers, else the system's) about a domain's TXT proof and routing. */
export function createDnsChecker(config: CustomDomainConfig): DnsChecker {
  const resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
  if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);

  const addresses = async (name: string): Promise<Lookup<string>> => {
    if (isIP(name)) return { state: 'found', values: [name] };
    const [v4, v6] = await Promise.all([lookup(() => resolver.resolve4(name)), lookup(() => resolver.resolve6(name))]);
    const unreachable = [v4, v6].find((answer) => answer.state === 'unreachable');
    const values = [v4, v6].flatMap((answer) => (answer.state === 'found' ? answer.values : []));
    if (values.length > 0) return { state: 'found', values };
    return unreachable ?? { state: 'missing' };
  };

  async function routing(domain: string, targets: string[]): Promise<DomainInspection['routing']> {
    if (targets.length === 0) return 'missing';
    const names = targets.map(bareName);
    const cname = await lookup(() => resolver.resolveCname(domain));
    if (cname.state === 'found' && cname.values.some((value) => names.includes(bareName(value)))) return 'ready';
    const [own, ...theirs] = await Promise.all([addresses(domain), ...names.map(addresses)]);
    if (own!.state === 'unreachable' || cname.state === 'unreachable') return 'unreachable';
    if (own!.state === 'missing') return cname.state === 'found' ? 'elsewhere' : 'missing';
    const allowed = new Set(theirs.flatMap((answer) => (answer.state === 'found' ? answer.values : [])));
    if (allowed.size === 0 && theirs.some((answer) => answer.state === 'unreachable')) return 'unreachable';
    return own!.values.every((address) => allowed.has(address)) ? 'ready' : 'elsewhere';
  }

  async function ownership(domain: string, token: string): Promise<DomainInspection['ownership']> {
    const txt = await lookup(() => resolver.resolveTxt(challengeName(domain)));
    if (txt.state !== 'found') return txt.state;
    // A TXT record's text may arrive in several strings of at most 255 bytes: they form one value.
    return txt.values.some((chunks) => chunks.join('').trim() === token) ? 'verified' : 'wrong-value';
  }

  return {
    async inspect(domain, token, targets) {
      const [owned, routed] = await Promise.all([ownership(domain, token), routing(domain, targets)]);
      return { ownership: owned, routing: routed };
    },
  };
}

type DomainUpdate = Pick<
  CustomDomainRow,
  'status' | 'reason' | 'verifiedAt' | 'waitingSince' | 'lastCheckedAt' | 'nextCheckAt'
>;

/**
 * The state a domain moves to after an inspection. Records that vanish from a domain that
 * worked put it in "needs attention" (checked again with back-off, then daily); a domain never
 * verified stays pending for 72 hours and then fails; a DNS server that did not answer changes
 * nothing but the next check.
 */
export function nextDomainState(
  row: Pick<CustomDomainRow, 'domain' | 'status' | 'verifiedAt' | 'waitingSince' | 'reason'>,
  seen: DomainInspection,
  targets: string[],
  now: Date,
): DomainUpdate {
  const previous = row.status as CustomDomainStatus;
  const txt = challengeName(row.domain);
  const pointAt = targets.length > 0 ? targets.join(' or ') : 'your published portfolio (publish it first)';
  const wasServing = previous === 'routing' || previous === 'verified' || previous === 'needs_attention';
  const checked = { lastCheckedAt: now };

  if (seen.ownership === 'unreachable' || (seen.ownership === 'verified' && seen.routing === 'unreachable')) {
    return {
      ...checked,
      status: previous,
      reason: 'DNS did not answer our check. Nothing changed; we will try again in a few minutes.',
      verifiedAt: row.verifiedAt,
      waitingSince: row.waitingSince,
      nextCheckAt: new Date(now.getTime() + 5 * MINUTE),
    };
  }

  const waitingFrom = (stillWaiting: boolean) => (stillWaiting ? row.waitingSince : now);
  const schedule = (waitingSince: Date) => new Date(now.getTime() + nextCheckDelay(waitingSince, now));

  if (seen.ownership === 'verified') {
    const verifiedAt = row.verifiedAt ?? now;
    if (seen.routing === 'ready') {
      return { ...checked, status: 'routing', reason: null, verifiedAt, waitingSince: now, nextCheckAt: new Date(now.getTime() + DAY) };
    }
    const routeReason =
      seen.routing === 'elsewhere'
        ? `${row.domain} points somewhere else. Make it a CNAME to ${pointAt}.`
        : `${row.domain} does not point to Showfolio yet. Create a CNAME record to ${pointAt}.`;
    if (previous === 'routing' || (previous === 'needs_attention' && row.verifiedAt)) {
      const waitingSince = waitingFrom(previous === 'needs_attention');
      return {
        ...checked,
        status: 'needs_attention',
        reason: `The record that sent ${row.domain} to Showfolio is gone. ${routeReason}`,
        verifiedAt,
        waitingSince,
        nextCheckAt: schedule(waitingSince),
      };
    }
    const waitingSince = waitingFrom(previous === 'verified');
    return { ...checked, status: 'verified', reason: routeReason, verifiedAt, waitingSince, nextCheckAt: schedule(waitingSince) };
  }

  const txtReason =
    seen.ownership === 'wrong-value'
      ? `The TXT record ${txt} holds a different value. Set it to the token shown here.`
      : `No TXT record ${txt} was found yet. DNS changes can take up to a few hours to appear.`;
  if (wasServing) {
    const waitingSince = waitingFrom(previous === 'needs_attention');
    return {
      ...checked,
      status: 'needs_attention',
      reason: `The TXT record that proves this domain is yours is gone, so the domain is not served. ${txtReason}`,
      verifiedAt: row.verifiedAt,
      waitingSince,
      nextCheckAt: schedule(waitingSince),
    };
  }
  // Pending, or failed and checked again by hand: a manual check of a failed domain starts a new window.
  const waitingSince = previous === 'failed' ? now : row.waitingSince;
  if (now.getTime() - waitingSince.getTime() >= WAITING_WINDOW_MS) {
    return {
      ...checked,
      status: 'failed',
      reason: `No TXT record ${txt} with the token was found within 72 hours. Check the record at your registrar, then press Check now.`,
      verifiedAt: row.verifiedAt,
      waitingSince,
      nextCheckAt: null,
    };
  }
  return { ...checked, status: 'pending', reason: txtReason, verifiedAt: row.verifiedAt, waitingSince, nextCheckAt: schedule(waitingSince) };
}

/** The subdomain a user's portfolio is published at, or null. */
export async function activeSubdomainOf(db: Database, userId: string): Promise<string | null> {
  const [deployment] = await db
    .select({ subdomain: deployments.subdomain })
    .from(deployments)
    .where(and(eq(deployments.userId, userId), eq(deployments.isActive, true)))
    .limit(1);
  return deployment?.subdomain ?? null;
}

const isServing = (status: string) => servingDomainStatuses.includes(status as CustomDomainStatus);

/** What a claim becomes when another account's claim of the same name was verified first. */
const lostClaim = (now: Date) => ({
  status: 'failed',
  reason: domainMessages.verifiedElsewhere,
  nextCheckAt: null,
  updatedAt: now,
});

/**
 * Stores a check's outcome. Only one claim of a name may be serving (the partial unique index):
 * when another account's claim got there first, this one is told so instead.
 */
async function storeCheck(db: Database, row: CustomDomainRow, update: DomainUpdate, now: Date) {
  try {
    const [stored] = await db
      .update(customDomains)
      .set({ ...update, updatedAt: now })
      .where(eq(customDomains.id, row.id))
      .returning();
    return stored;
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const [stored] = await db
      .update(customDomains)
      .set({ ...lostClaim(now), lastCheckedAt: now })
      .where(eq(customDomains.id, row.id))
      .returning();
    return stored;
  }
}

/** The first claim to verify wins the name: every other account's claim of it is told and stops being checked. */
async function tellOtherClaimants(db: Database, winner: CustomDomainRow, now: Date) {
  await db
    .update(customDomains)
    .set(lostClaim(now))
    .where(
      and(
        eq(customDomains.domain, winner.domain),
        ne(customDomains.userId, winner.userId),
        notInArray(customDomains.status, [...servingDomainStatuses]),
      ),
    );
}

/** Claims that failed, or were left pending without a check, this long ago are deleted (the name is free again). */
export const EXPIRED_CLAIM_MS = 7 * DAY;

/**
 * Deletes failed claims and pending ones nobody checked for `EXPIRED_CLAIM_MS` (counted from
 * their last change, so "Check now" keeps a claim alive), and hands the primary flag on when a
 * primary domain went. Run by the cleanup job; returns how many claims were removed.
 */
export async function removeExpiredDomainClaims(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_CLAIM_MS);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(customDomains)
      .where(and(inArray(customDomains.status, ['failed', 'pending']), lt(customDomains.updatedAt, before)))
      .returning({ userId: customDomains.userId, isPrimary: customDomains.isPrimary });
    const orphaned = [...new Set(removed.filter((row) => row.isPrimary).map((row) => row.userId))];
    for (const userId of orphaned) {
      const [next] = await tx
        .select({ id: customDomains.id })
        .from(customDomains)
        .where(eq(customDomains.userId, userId))
        .orderBy(asc(customDomains.createdAt))
        .limit(1);
      if (next) await tx.update(customDomains).set({ isPrimary: true }).where(eq(customDomains.id, next.id));
    }
    return removed.length;
  });
}

export interface DomainChecks {
  /** Inspects one domain now and stores what was found. */
  check(row: CustomDomainRow, now?: Date): Promise<CustomDomainRow>;
  /** Checks every domain that is due (one runner at a time across processes); how many were checked. */
  runDue(now?: Date): Promise<number | null>;
  /** Called after a check changed a domain's status (so page caches can drop their lookups). */
  onChange(listener: () => void): void;
  stop(): Promise<void>;
}

export const DOMAIN_CHECK_LOCK = 'showfolio:custom-domain-checks';
const DUE_BATCH = 25;

/**
 * The background re-check: every `checkIntervalMs` it looks at domains whose `next_check_at`
 * has come, in batches, one runner at a time (an advisory lock on PostgreSQL). The timer never
 * keeps the process alive.
 */
export function startDomainChecks(
  services: Pick<Services, 'db' | 'config' | 'logger'> & { runExclusive: DatabaseHandle['runExclusive'] },
  checker: DnsChecker = createDnsChecker(services.config.customDomains),
): DomainChecks {
  const { db, config, logger } = services;
  const listeners = new Set<() => void>();
  let running: Promise<number | null> | undefined;

  async function check(row: CustomDomainRow, now = new Date()): Promise<CustomDomainRow> {
    const targets = routingTargets(config, await activeSubdomainOf(db, row.userId));
    const seen = await checker.inspect(row.domain, row.token, targets);
    const update = nextDomainState(row, seen, targets, now);
    const stored = await storeCheck(db, row, update, now);
    if (stored && stored.status !== row.status) {
      if (isServing(stored.status)) await tellOtherClaimants(db, stored, now);
      logger.info({ domain: row.domain, from: row.status, to: stored.status }, 'custom domain status changed');
      for (const listener of listeners) listener();
    }
    return stored ?? row;
  }

  async function checkDue(now: Date): Promise<number> {
    let checked = 0;
    for (;;) {
      const due = await db
        .select()
        .from(customDomains)
        .where(and(isNotNull(customDomains.nextCheckAt), lte(customDomains.nextCheckAt, now)))
        .orderBy(asc(customDomains.nextCheckAt))
        .limit(DUE_BATCH);
      for (const row of due) {
        await check(row, now).catch((err: unknown) => {
          logger.warn({ err, domain: row.domain }, 'custom domain check failed; retrying later');
          return db
            .update(customDomains)
            .set({ nextCheckAt: new Date(now.getTime() + 15 * MINUTE) })
            .where(eq(customDomains.id, row.id));
        });
        checked += 1;
      }
      if (due.length < DUE_BATCH) return checked;
    }
  }

  const runDue = (now = new Date()) => {
    running ??= services
      .runExclusive(DOMAIN_CHECK_LOCK, () => checkDue(now))
      .then((run) => (run.ran ? run.result : null))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(
    () => void runDue().catch((err: unknown) => logger.warn({ err }, 'custom domain checks failed; retrying on the next run')),
    config.customDomains.checkIntervalMs,
  );
  timer.unref();

  return {
    check,
    runDue,
    onChange: (listener) => void listeners.add(listener),
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** Whether `domain` is a connected domain that may be served (and given a certificate). */
export async function isServingDomain(db: Database, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(eq(customDomains.domain, domain), inArray(customDomains.status, [...servingDomainStatuses])))
    .limit(1);
  return Boolean(row);
}
