import { Hono } from 'hono';
import { appLink, previewPath, type PortfolioData } from '@showfolio/portfolio-schema';
import { PREVIEW_TOKEN_SECONDS, readPreviewToken, signPreviewToken } from '../../auth/tokens';
import { ApiError, isUuid } from '../../http';
import type { AppEnv } from '../../services/context';
import { templateMessages, type TemplateDeps } from './shared';

/** The template catalogue, and preview links: signing one, and checking one for the host. */
export function previewRoutes({ services, config, templates, auth, previewPortfolios }: TemplateDeps) {
  const app = new Hono<AppEnv>();
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

  return app;
}
