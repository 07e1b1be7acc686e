import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  addCustomDomainSchema,
  domainMessages,
  hostToCustomDomain,
  MAX_CUSTOM_DOMAINS,
  servingDomainStatuses,
  type CustomDomainList,
} from '@showfolio/portfolio-schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/client';
import { customDomains, deployments } from '../db/schema';
import { ApiError, isUuid, readJson } from '../http';
import { requireAuth, type AppEnv, type Services } from '../services/context';
import { assertFreshProof } from '../services/two-step';
import {
  activeSubdomainOf,
  isServingDomain,
  newDomainToken,
  toCustomDomain,
  type CustomDomainRow,
  type DomainChecks,
} from '../services/custom-domains';

/**
 * `/api/domains`: a signed-in user's custom domains (add, list, check now, set primary, remove),
 * and Caddy's on-demand TLS question `GET /api/domains/tls-allowed?domain=`.
 */
export function domainRoutes(services: Services, checks: DomainChecks) {
  const { db, config, rateLimits } = services;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(services);
  const appHosts = new Set([new URL(config.appUrl).hostname.toLowerCase(), config.publicDomain]);

  /** Names Caddy may get a certificate for: the app's hosts, live subdomains, serving custom domains. */
  const isKnownHost = async (domain: string): Promise<boolean> => {
    if (appHosts.has(domain)) return true;
    if (!domain.endsWith(`.${config.publicDomain}`)) return isServingDomain(db, domain);
    const name = domain.slice(0, -config.publicDomain.length - 1);
    const [live] = await db
      .select({ id: deployments.id })
      .from(deployments)
      .where(and(eq(deployments.subdomain, name), eq(deployments.isActive, true)))
      .limit(1);
    return Boolean(live);
  };

  // Caddy asks before it obtains a certificate for a name it has none for. The answer is a bare
  // yes (200) or no (404): nothing about who owns what. Known names are answered before any limit
  // is touched; refusals share one bucket whoever asks (Caddy always asks from one address), so a
  // flood of made-up names can never turn a real domain's answer into a 429.
  app.get('/tls-allowed', async (c) => {
    c.header('Cache-Control', 'no-store');
    const domain = hostToCustomDomain(c.req.query('domain') ?? '');
    if (domain && (await isKnownHost(domain))) return c.body(null, 200);
    await rateLimits.consume([['tlsAskRefused', 'every caller']]);
    return c.body(null, 404);
  });

  app.use('*', auth);

  const ownDomain = async (userId: string, id: string): Promise<CustomDomainRow> => {
    if (!isUuid(id)) throw new ApiError(404, domainMessages.notFound);
    const [row] = await db
      .select()
      .from(customDomains)
      .where(and(eq(customDomains.id, id), eq(customDomains.userId, userId)))
      .limit(1);
    if (!row) throw new ApiError(404, domainMessages.notFound);
    return row;
  };

  const list = async (userId: string): Promise<CustomDomainList> => {
    const [rows, subdomain] = await Promise.all([
      db.select().from(customDomains).where(eq(customDomains.userId, userId)).orderBy(asc(customDomains.createdAt)),
      activeSubdomainOf(db, userId),
    ]);
    return { domains: rows.map((row) => toCustomDomain(config, row, subdomain)), maxDomains: MAX_CUSTOM_DOMAINS };
  };

  app.get('/', async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['domainListUser', userId]]);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await list(userId));
  });

  app.post('/', async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['domainWriteUser', userId]]);
    const { data } = await readJson(c, addCustomDomainSchema(config.publicDomain));
    if (appHosts.has(data.domain)) throw new ApiError(400, domainMessages.ownDomain(config.publicDomain));
    const subdomain = await activeSubdomainOf(db, userId);
    if (!subdomain) throw new ApiError(409, domainMessages.publishFirst);
    // A domain is a public identity: adding one asks for a proof within the last 10 minutes.
    await assertFreshProof(db, c.get('sessionId'));
    let created: CustomDomainRow | undefined;
    try {
      created = await db.transaction(async (tx) => {
        // Locks the owner's rows so two concurrent adds cannot both pass the count.
        const existing = await tx
          .select({ domain: customDomains.domain, isPrimary: customDomains.isPrimary })
          .from(customDomains)
          .where(eq(customDomains.userId, userId))
          .for('update');
        if (existing.some((row) => row.domain === data.domain)) throw new ApiError(409, domainMessages.alreadyYours);
        if (existing.length >= MAX_CUSTOM_DOMAINS) throw new ApiError(409, domainMessages.limit);
        // A verified claim holds the name; pending ones elsewhere prove nothing and never block.
        const [holder] = await tx
          .select({ id: customDomains.id })
          .from(customDomains)
          .where(and(eq(customDomains.domain, data.domain), inArray(customDomains.status, [...servingDomainStatuses])))
          .limit(1);
        if (holder) throw new ApiError(409, domainMessages.takenByOther);
        const now = new Date();
        const [row] = await tx
          .insert(customDomains)
          .values({
            userId,
            domain: data.domain,
            token: newDomainToken(),
            status: 'pending',
            isPrimary: existing.length === 0,
            waitingSince: now,
            // People usually add the records right after adding the domain: look soon.
            nextCheckAt: new Date(now.getTime() + 60_000),
          })
          .returning();
        return row;
      });
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      // The (owner, name) index: the same name added twice at once; or a concurrent first add (one primary).
      const [again] = await db
        .select({ id: customDomains.id })
        .from(customDomains)
        .where(and(eq(customDomains.domain, data.domain), eq(customDomains.userId, userId)))
        .limit(1);
      throw new ApiError(409, again ? domainMessages.alreadyYours : 'Your domains changed at the same moment. Please try again.');
    }
    return c.json(toCustomDomain(config, created!, subdomain), 201);
  });

  app.post('/:id/check', async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['domainCheckUser', userId]]);
    const row = await ownDomain(userId, c.req.param('id'));
    const checked = await checks.check(row);
    return c.json(toCustomDomain(config, checked, await activeSubdomainOf(db, userId)));
  });

  app.post('/:id/primary', async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['domainWriteUser', userId]]);
    const row = await ownDomain(userId, c.req.param('id'));
    // Any of the owner's domains may be chosen ahead of time; links move to it once it routes.
    await db.transaction(async (tx) => {
      // The partial unique index allows one primary per owner: clear the old one first.
      await tx
        .update(customDomains)
        .set({ isPrimary: false, updatedAt: new Date() })
        .where(and(eq(customDomains.userId, userId), ne(customDomains.id, row.id), eq(customDomains.isPrimary, true)));
      await tx
        .update(customDomains)
        .set({ isPrimary: true, updatedAt: new Date() })
        .where(eq(customDomains.id, row.id));
    });
    return c.json(await list(userId));
  });

  app.delete('/:id', async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['domainWriteUser', userId]]);
    const row = await ownDomain(userId, c.req.param('id'));
    await db.transaction(async (tx) => {
      await tx.delete(customDomains).where(eq(customDomains.id, row.id));
      if (!row.isPrimary) return;
      // Another domain takes over as primary, the oldest one, so canonical links keep a home.
      const [next] = await tx
        .select({ id: customDomains.id })
        .from(customDomains)
        .where(eq(customDomains.userId, userId))
        .orderBy(asc(customDomains.createdAt))
        .limit(1);
      if (next) await tx.update(customDomains).set({ isPrimary: true, updatedAt: new Date() }).where(eq(customDomains.id, next.id));
    });
    return c.json(await list(userId));
  });

  return app;
}
