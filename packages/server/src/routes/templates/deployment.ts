import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { resumeSettingsSchema } from '@showfolio/portfolio-schema';
import { deployments, portfolios } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import type { AppEnv } from '../../services/context';
import { getOwnPortfolioData, resumeSettingsOf } from '../../services/public-portfolio';
import { deploymentHistory, deployUrlFor } from '../../services/records';
import { templateMessages, UNPUBLISHED_HOLD_DAYS, type TemplateDeps } from './shared';

/** The caller's deployment: taking it offline, what and where it is, its résumé settings and history. */
export function deploymentRoutes({ db, config, auth }: TemplateDeps) {
  const app = new Hono<AppEnv>();

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

  return app;
}
