import { Hono, type Context } from 'hono';
import { messages, previewPathPrefix, type VerifyPreviewResponse } from '@showfolio/portfolio-schema';
import { etagOf } from '../etag';
import { previewDeniedPage } from '../pages';
import type { PreviewPages } from '../previewPages';
import { RenderTimeoutError } from '../renderPool';

export interface PreviewRoutesOptions {
  previews: PreviewPages;
  /** The API's own check of a preview link (`GET /api/templates/verify-preview/{id}?token=`). */
  verifyPreview: (id: string, token: string) => Promise<Response>;
  /** The answer when a render runs out of time. */
  renderTimedOut: (request: Request) => Response;
}

/** `/preview/{template}?token=…`: the wizard's preview of a template filled with the owner's portfolio. */
export function previewRoutes({ previews, verifyPreview, renderTimedOut }: PreviewRoutesOptions): Hono {
  const preview = async (c: Context, id: string) => {
    c.header('Cache-Control', 'private, no-store');
    const token = c.req.query('token') ?? '';
    if (!id || !token) return c.html(previewDeniedPage(messages.previewMissingParameters), 400);
    // The API's own check, so the page and GET /api/templates/verify-preview never disagree.
    const verdict = await verifyPreview(id, token);
    if (!verdict.ok) {
      const body = (await verdict.json().catch(() => ({}))) as { message?: string };
      const status = verdict.status === 404 ? 404 : verdict.status === 400 ? 400 : 403;
      return c.html(previewDeniedPage(body.message || messages.previewInvalid), status);
    }
    // The link's owner's portfolio when they have saved one, else the sample person (with a note),
    // rendered once per version of that data (its hash: every link to the same data shares it).
    const { portfolioData } = (await verdict.json()) as VerifyPreviewResponse;
    let html: string | null;
    try {
      html = await previews.page(id, portfolioData ?? null, etagOf('', JSON.stringify(portfolioData)));
    } catch (error) {
      if (error instanceof RenderTimeoutError) return renderTimedOut(c.req.raw);
      throw error;
    }
    if (html === null) return c.html(previewDeniedPage(messages.templateNotFound), 404);
    return c.html(html);
  };
  const app = new Hono();
  app.get(previewPathPrefix, (c) => preview(c, ''));
  app.get(`${previewPathPrefix}/`, (c) => preview(c, ''));
  app.get(`${previewPathPrefix}/:id`, (c) => preview(c, c.req.param('id')));
  return app;
}
