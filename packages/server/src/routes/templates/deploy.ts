import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  deployRequestSchema,
  accountMessages,
  isReservedSubdomain,
  nameAlternativesCount,
  sanitizeSubdomain,
  subdomainAlternatives,
  subdomainMessages,
  validateSubdomain,
} from '@showfolio/portfolio-schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { deployments, portfolios, users } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import { clientIp, type AppEnv } from '../../services/context';
import { heldNamesAmong, isNameHeld } from '../../services/held-names';
import { deployUrlFor } from '../../services/records';
import { heldByAnother, templateMessages, type TemplateDeps } from './shared';

/** Whether a subdomain is free, and deploying to one. */
export function deployRoutes({ services, db, config, templates, auth }: TemplateDeps) {
  const app = new Hono<AppEnv>();

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

  return app;
}
