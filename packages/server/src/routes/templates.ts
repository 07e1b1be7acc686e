import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  appLink,
  previewPath,
  accountMessages,
  deployRequestSchema,
  isReservedSubdomain,
  messages,
  nameAlternativesCount,
  resumeSettingsSchema,
  sanitizeSubdomain,
  SUBDOMAIN_PATTERN,
  subdomainAlternatives,
  subdomainMessages,
  validateSubdomain,
  type PortfolioData,
} from '@showfolio/portfolio-schema';
import { PREVIEW_TOKEN_SECONDS, readPreviewToken, signPreviewToken } from '../auth/tokens';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/client';
import { deployments, portfolios, users } from '../db/schema';
import { ApiError, isUuid, matchesEtag, readJson } from '../http';
import { clientIp, requireAuth, type AppEnv, type Services } from '../services/context';
import { heldNamesAmong, isNameHeld, NAME_HOLD_DAYS } from '../services/held-names';
import type { LookupCache } from '../services/lookup-cache';
import { getOwnPortfolioData, resumeSettingsOf, type PublicPortfolio } from '../services/public-portfolio';
import { deploymentHistory, deployUrlFor } from '../services/records';

export const templateMessages = {
  notFound: messages.templateNotFound,
  previewMissing: messages.previewMissingParameters,
  previewExpired: 'This preview link has expired',
  previewInvalid: 'Invalid preview token',
  previewWrongTemplate: 'This preview link is for a different template',
  userNotFound: messages.userNotFound,
  subdomainTaken: 'Subdomain is already taken',
  subdomainAvailable: 'Subdomain is available',
  noDeployment: 'No deployment found',
  portfolioNotFound: messages.portfolioNotFound,
} as const;

/** How long a subdomain taken offline stays its owner's, for re-publishing. */
export const UNPUBLISHED_HOLD_DAYS = NAME_HOLD_DAYS;

/**
 * Rows by which someone other than `userId` holds `subdomain` (or one of several): a live site, or
 * one its owner took offline in the last 30 days and has not deployed anything since (moving to
 * another name frees the old one at once, as before).
 */
function heldByAnother(subdomain: string | readonly string[], userId: string) {
  const since = new Date(Date.now() - UNPUBLISHED_HOLD_DAYS * 24 * 60 * 60 * 1000);
  return and(
    typeof subdomain === 'string' ? eq(deployments.subdomain, subdomain) : inArray(deployments.subdomain, [...subdomain]),
    ne(deployments.userId, userId),
    or(
      eq(deployments.isActive, true),
      and(
        gt(deployments.deactivatedAt, since),
        sql`not exists (select 1 from ${deployments} as later where later.user_id = ${deployments.userId} and later.deployed_at > ${deployments.deployedAt})`,
      ),
    ),
  );
}

/**
 * `publicPortfolios`: what is deployed at a subdomain, through a cache the app empties on every
 * change that may show on a public page (see app.ts).
 */
export function templateRoutes(
  services: Services,
  publicPortfolios: LookupCache<PublicPortfolio>,
  previewPortfolios: LookupCache<PortfolioData>,
) {
  const { db, config, templates } = services;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(services);
  const publicBodies = new WeakMap<PublicPortfolio, string>();
  const previewBodies = new WeakMap<PortfolioData, string>();

  app.get('/', (c) => c.json(templates.list()));

  app.post('/preview/:id', auth, async (c) => {
    const id = c.req.param('id');
    if (!templates.find(id)) throw new ApiError(404, templateMessages.notFound);
    const expiresAt = new Date(Date.now() + PREVIEW_TOKEN_SECONDS * 1000);
    const token = await signPreviewToken(services.keys, id, expiresAt, c.get('userId'));
    return c.json({
      previewUrl: appLink(config.appUrl, previewPath(id, token)),
      expiresAt: expiresAt.toISOString(),
    });
  });

  const verifyPreview = async (id: string, token: string | undefined) => {
    if (!id || !token) throw new ApiError(400, templateMessages.previewMissing);
    if (!templates.find(id)) throw new ApiError(404, templateMessages.notFound);
    if (token.length > 4096) throw new ApiError(401, templateMessages.previewInvalid);
    const check = await readPreviewToken(services.keys, token);
    if (!check.ok) {
      throw new ApiError(401, check.reason === 'expired' ? templateMessages.previewExpired : templateMessages.previewInvalid);
    }
    if (check.templateIdentifier !== id) throw new ApiError(403, templateMessages.previewWrongTemplate);
    // What the owner's public page would show (never their mobile number), or null: then the
    // preview shows the sample person and says so.
    const portfolioData = check.ownerId && isUuid(check.ownerId) ? await previewPortfolios.get(check.ownerId) : null;
    return { valid: true, templateIdentifier: id, expiresAt: check.expiresAt.toISOString(), portfolioData };
  };
  /** The answer's JSON, the cached portfolio serialised once (the host's previews ask for it on every reload). */
  const previewBody = ({ portfolioData, ...verdict }: Awaited<ReturnType<typeof verifyPreview>>) => {
    if (!portfolioData) return JSON.stringify({ ...verdict, portfolioData });
    let data = previewBodies.get(portfolioData);
    if (data === undefined) {
      data = JSON.stringify(portfolioData);
      previewBodies.set(portfolioData, data);
    }
    return `${JSON.stringify(verdict).slice(0, -1)},"portfolioData":${data}}`;
  };
  app.get('/verify-preview', () => {
    throw new ApiError(400, templateMessages.previewMissing);
  });
  app.get('/verify-preview/:id', async (c) => {
    const body = previewBody(await verifyPreview(c.req.param('id'), c.req.query('token')));
    c.header('Content-Type', 'application/json');
    return c.body(body);
  });

  const requireDeployableSubdomain = (subdomain: string) => {
    if (sanitizeSubdomain(subdomain) !== subdomain || !validateSubdomain(subdomain).valid) {
      if (isReservedSubdomain(subdomain)) throw new ApiError(400, subdomainMessages.reserved);
      throw new ApiError(400, subdomainMessages.invalid);
    }
  };

  /**
   * Up to three names `userId` could deploy to instead of the taken `subdomain`, from it and from
   * the person's names (issue 34), each checked as a deploy would check it.
   */
  const freeAlternatives = async (subdomain: string, userId: string): Promise<string[]> => {
    const [person] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const candidates = subdomainAlternatives(subdomain, { ...person, year: new Date().getUTCFullYear() });
    if (candidates.length === 0) return [];
    const [holders, held] = await Promise.all([
      db.selectDistinct({ subdomain: deployments.subdomain }).from(deployments).where(heldByAnother(candidates, userId)),
      heldNamesAmong(db, 'subdomain', candidates),
    ]);
    const taken = new Set([...holders.map((row) => row.subdomain), ...held]);
    return candidates.filter((name) => !taken.has(name)).slice(0, nameAlternativesCount);
  };

  /** The deploy's 409, with the free names to take instead beside the message. */
  const subdomainTaken = async (subdomain: string, userId: string) => {
    const error = new ApiError(409, templateMessages.subdomainTaken);
    error.body = { suggestions: await freeAlternatives(subdomain, userId) };
    return error;
  };

  // Says only what a deploy would say (taken or not), to a signed-in user, at a rate limit: the
  // live sites themselves are public, so this reveals nothing a visitor could not see, and the
  // limits keep it from being a fast way to list them.
  app.get('/subdomain-availability/:subdomain', auth, async (c) => {
    const userId = c.get('userId');
    await services.rateLimits.consume([
      ['subdomainCheckIp', clientIp(c, config.trustProxy)],
      ['subdomainCheckUser', userId],
    ]);
    const subdomain = c.req.param('subdomain');
    requireDeployableSubdomain(subdomain);
    const [holder] = await db
      .select({ userId: deployments.userId })
      .from(deployments)
      .where(heldByAnother(subdomain, userId))
      .limit(1);
    const available = !holder && !(await isNameHeld(db, 'subdomain', subdomain));
    return c.json({
      subdomain,
      available,
      message: available ? templateMessages.subdomainAvailable : templateMessages.subdomainTaken,
      ...(available ? {} : { suggestions: await freeAlternatives(subdomain, userId) }),
    });
  });

  app.post('/deploy', auth, async (c) => {
    const userId = c.get('userId');
    const { data } = await readJson(c, deployRequestSchema);
    // Building and previewing need no verified address; putting a page on the web under our name does.
    const [owner] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
    if (!owner?.verifiedAt) throw new ApiError(403, accountMessages.verifyBeforePublishing);
    if (!templates.find(data.templateIdentifier)) throw new ApiError(404, templateMessages.notFound);
    const subdomain = data.subdomain;
    requireDeployableSubdomain(subdomain);
    try {
      await db.transaction(async (tx) => {
        // Locking the caller's portfolio queues their own concurrent deploys one behind the other;
        // otherwise two of them both deactivate the same row and the later insert collides with
        // the earlier one, which would then read as "taken" from the caller's own name.
        const [portfolio] = await tx
          .select({ id: portfolios.id })
          .from(portfolios)
          .where(eq(portfolios.userId, userId))
          .limit(1)
          .for('update');
        if (!portfolio) throw new ApiError(404, templateMessages.userNotFound);
        const [holder] = await tx
          .select({ userId: deployments.userId })
          .from(deployments)
          .where(heldByAnother(subdomain, userId))
          .limit(1);
        if (holder || (await isNameHeld(tx, 'subdomain', subdomain))) throw new ApiError(409, templateMessages.subdomainTaken);
        // Deactivating first frees the caller's old name and lets a redeploy keep the same one.
        await tx
          .update(deployments)
          .set({ isActive: false, deactivatedAt: new Date() })
          .where(and(eq(deployments.userId, userId), eq(deployments.isActive, true)));
        await tx.insert(deployments).values({ userId, templateIdentifier: data.templateIdentifier, subdomain });
      });
    } catch (error) {
      const taken =
        pgErrorCode(error) === UNIQUE_VIOLATION ||
        (error instanceof ApiError && error.status === 409 && error.message === templateMessages.subdomainTaken);
      if (taken) throw await subdomainTaken(subdomain, userId);
      throw error;
    }
    return c.json({ deployUrl: deployUrlFor(config, subdomain), subdomain, templateIdentifier: data.templateIdentifier }, 201);
  });

  // The row stays (Flex shows it) and the name stays the owner's for UNPUBLISHED_HOLD_DAYS.
  app.post('/unpublish', auth, async (c) => {
    const deactivatedAt = new Date();
    const [offline] = await db
      .update(deployments)
      .set({ isActive: false, deactivatedAt })
      .where(and(eq(deployments.userId, c.get('userId')), eq(deployments.isActive, true)))
      .returning({ subdomain: deployments.subdomain, templateIdentifier: deployments.templateIdentifier });
    if (!offline) throw new ApiError(404, templateMessages.noDeployment);
    const reservedUntil = new Date(deactivatedAt.getTime() + UNPUBLISHED_HOLD_DAYS * 24 * 60 * 60 * 1000);
    return c.json({ ...offline, reservedUntil: reservedUntil.toISOString() });
  });

  app.get('/my-deployment', auth, async (c) => {
    const [active] = await db
      .select()
      .from(deployments)
      .where(and(eq(deployments.userId, c.get('userId')), eq(deployments.isActive, true)))
      .limit(1);
    if (!active) throw new ApiError(404, templateMessages.noDeployment);
    const [portfolio] = await db
      .select({ resumeDesign: portfolios.resumeDesign, resumePaper: portfolios.resumePaper })
      .from(portfolios)
      .where(eq(portfolios.userId, c.get('userId')))
      .limit(1);
    return c.json({
      templateIdentifier: active.templateIdentifier,
      deployUrl: deployUrlFor(config, active.subdomain),
      subdomain: active.subdomain,
      resume: resumeSettingsOf(portfolio),
    });
  });

  // The résumé design and paper "Download PDF" gives (issue 33), remembered on the caller's portfolio.
  app.put('/resume-settings', auth, async (c) => {
    const { data } = await readJson(c, resumeSettingsSchema);
    const [saved] = await db
      .update(portfolios)
      .set({ resumeDesign: data.design, resumePaper: data.paper })
      .where(eq(portfolios.userId, c.get('userId')))
      .returning({ resumeDesign: portfolios.resumeDesign, resumePaper: portfolios.resumePaper });
    if (!saved) throw new ApiError(404, templateMessages.userNotFound);
    return c.json(resumeSettingsOf(saved));
  });

  app.get('/my-deployments', auth, async (c) => c.json(await deploymentHistory(db, config, c.get('userId'))));

  app.get('/my-portfolio', auth, async (c) => {
    const data = await getOwnPortfolioData(db, c.get('userId'));
    if (!data) throw new ApiError(404, templateMessages.userNotFound);
    return c.json(data);
  });

  app.get('/portfolio/:subdomain', async (c) => {
    // Normalised before the cache, so random spellings of one name share an entry, and names that
    // cannot be a subdomain take no entry at all.
    const subdomain = c.req.param('subdomain').trim().toLowerCase();
    const found = SUBDOMAIN_PATTERN.test(subdomain) ? await publicPortfolios.get(subdomain) : null;
    if (!found) throw new ApiError(404, templateMessages.portfolioNotFound);
    c.header('ETag', found.etag);
    c.header('Last-Modified', found.updatedAt.toUTCString());
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    if (matchesEtag(c.req.header('if-none-match'), found.etag)) return c.body(null, 304);
    // The cached portfolio's body is serialised once, not per request: a popular embed would
    // otherwise turn every view into a fresh copy of the whole portfolio for the collector.
    let body = publicBodies.get(found);
    if (body === undefined) {
      body = JSON.stringify({ templateIdentifier: found.templateIdentifier, portfolioData: found.portfolioData });
      publicBodies.set(found, body);
    }
    c.header('Content-Type', 'application/json');
    return c.body(body);
  });

  return app;
}
