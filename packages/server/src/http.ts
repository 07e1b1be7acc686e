import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';

/** An expected failure: becomes `{message}` with its status, never a 5xx. */
export class ApiError extends HTTPException {
  /** Fields the answer carries beside `message` (e.g. `stepUp: true`). */
  body?: Record<string, unknown>;
  constructor(status: ContentfulStatusCode, message: string, readonly headers: Record<string, string> = {}) {
    super(status, { message });
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);

/** The first issue's message is the one a person sees: the schemas carry the spec's texts. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  return issue.message;
}

/** Reads a JSON body and validates it; malformed JSON or a schema failure is a 400. */
export async function readJson<S extends z.ZodMiniType>(c: Context, schema: S): Promise<{ data: z.output<S>; raw: unknown }> {
  let raw: unknown;
  const text = await c.req.text();
  if (text.trim() === '') raw = {};
  else {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest('Request body must be valid JSON');
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('Request body must be a JSON object');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return { data: result.data, raw };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/**
 * Whether an If-None-Match header names `etag` (or is `*`): the one matcher of the API and the
 * host. Weak forms (`W/"…"`, as compressing proxies rewrite a strong ETag) and lists match too.
 */
export const matchesEtag = (header: string | undefined | null, etag: string): boolean =>
  Boolean(header) &&
  (header!.trim() === '*' ||
    header!.split(',').some((value) => value.trim().replace(/^W\//, '') === etag));
