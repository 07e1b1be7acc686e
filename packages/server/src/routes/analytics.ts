import { Hono } from 'hono';
import {
  analyticsRangeMessage,
  analyticsRangeSchema,
  defaultAnalyticsRange,
} from '@showfolio/portfolio-schema';
import { badRequest } from '../http';
import { analyticsSummary } from '../services/analytics';
import { requireAuth, type AppEnv, type Services } from '../services/context';

export function analyticsRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  /** The signed-in owner's own portfolio only: there is no way to ask about someone else's. */
  app.get('/summary', requireAuth(services), async (c) => {
    const ranges = c.req.queries('range') ?? [];
    if (ranges.length > 1) throw badRequest(analyticsRangeMessage);
    const range = analyticsRangeSchema.safeParse(ranges[0] ?? defaultAnalyticsRange);
    if (!range.success) throw badRequest(range.error.issues[0]!.message);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await analyticsSummary(services.db, c.get('userId'), range.data));
  });

  return app;
}
