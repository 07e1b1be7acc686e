import { Hono } from 'hono';
import type { ShowfolioServer } from '@showfolio/server';
import { portfolioDataSchema, publicPortfolio } from '@showfolio/portfolio-schema';
import { defaultResumeDesign, defaultResumePaper } from '@showfolio/templates/resume';
import { pdfFailureAnswer, PdfRefusedError, type ResumePdfs } from '../resumePdf';
import { clientAddressOf, plainTextAnswer, type AppHostEnv } from './hostEnv';
import { resumeAccent } from '@showfolio/templates';
import { askedResumeChoice, resumePicture, type OwnPicture } from './shareAssets';

/** Where the editor's "Résumé" tab posts the draft (issue 33): the app's host only. */
export const DRAFT_RESUME_PATH = '/editor/resume.pdf';

/** A draft is a portfolio's data as JSON: far below this even at every field's maximum. */
const MAX_DRAFT_BYTES = 1024 * 1024;

export const draftResumeMessages = {
  signIn: 'Sign in to see your résumé.',
  json: 'Send the draft as JSON (Content-Type: application/json).',
  tooLarge: 'The draft is too large to make a résumé from.',
  notJson: 'The draft is not valid JSON.',
} as const;

export interface DraftResumeOptions {
  pdfs: ResumePdfs;
  server: Pick<ShowfolioServer, 'app' | 'limitClient' | 'limitKey' | 'logger'>;
  ownPicture: OwnPicture;
}

/**
 * `POST /editor/resume.pdf?design=&paper=`: the signed-in owner's unsaved draft typeset by the same
 * worker as the published résumé, shown inline in the editor so page breaks are seen before a
 * download. Only for a signed-in account (the API's own session check), rate limited per address
 * and, for each render that is not already on disk, per account; the draft is validated as
 * portfolio data first, so nothing the editor could not save is ever laid out.
 */
export function draftResumeRoutes({ pdfs, server, ownPicture }: DraftResumeOptions): Hono<AppHostEnv> {
  const app = new Hono<AppHostEnv>();
  app.post(DRAFT_RESUME_PATH, async (c) => {
    const request = c.req.raw;
    const text = (status: number, message: string, extra: Record<string, string> = {}) =>
      plainTextAnswer(request, status, message, { 'Cache-Control': 'no-store', ...extra });
    const query = new URL(request.url).searchParams;
    const asked = askedResumeChoice(query);
    if ('refusal' in asked) return text(400, asked.refusal);
    const { design = defaultResumeDesign, paper = defaultResumePaper } = asked;
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return text(415, draftResumeMessages.json);
    if (Number(c.req.header('content-length') ?? 0) > MAX_DRAFT_BYTES) return text(413, draftResumeMessages.tooLarge);

    const refused = await server.limitClient('pdfIp', request, clientAddressOf(c.env));
    if (refused) return text(refused.status, refused.message, refused.headers);
    // Whose draft: the API answers for the session (a 401 for none, a deleted account or a signed-out token).
    const authorization = c.req.header('authorization');
    const profile = authorization
      ? await server.app.request('/api/auth/profile', { headers: { authorization } })
      : null;
    if (!profile?.ok) return text(401, draftResumeMessages.signIn);
    const { id: userId } = (await profile.json()) as { id: string };

    const body = await request.text();
    if (body.length > MAX_DRAFT_BYTES) return text(413, draftResumeMessages.tooLarge);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return text(400, draftResumeMessages.notJson);
    }
    const parsed = portfolioDataSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return text(400, issue ? `${issue.path.join('.') || 'draft'}: ${issue.message}` : 'The draft is not portfolio data.');
    }
    const data = publicPortfolio(parsed.data);
    try {
      const { pdf } = await pdfs.render(
        {
          data,
          design,
          paper,
          accent: resumeAccent(query.get('template') ?? '', data.design),
          language: data.design.language ?? 'en',
          picture: () => resumePicture(ownPicture, data.profilePicture),
        },
        async () => {
          const limited = await server.limitKey('pdfDraft', userId);
          if (limited) throw new PdfRefusedError(limited);
        },
      );
      return new Response(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'inline; filename="resume-draft.pdf"',
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch (error) {
      const answer = pdfFailureAnswer(error);
      if (answer.status === 503)
        server.logger.error({ code: 'pdf_failed', error: error instanceof Error ? error.message : String(error) }, 'making a draft résumé failed');
      return text(answer.status, answer.message, answer.headers);
    }
  });
  return app;
}
