import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from './errors';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Which API answered: each of the spec's three APIs words its failures differently. */
export type ApiFlavour = 'auth' | 'portfolio' | 'templates';

export interface HttpContext {
  fetch: FetchLike;
  getToken: () => string | undefined;
}

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Message used when the failure carries none of its own (network error, empty status text). */
  fallback?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `If-Match` with the version a write edits. */
  headers?: Record<string, string>;
}

export const networkErrorMessage = 'Could not reach the server. Please check your connection and try again.';

type Parsed = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'not-json'; text: string };

const parseBody = async (response: Response): Promise<Parsed> => {
  if (response.status === 204 || response.headers.get('content-length') === '0') return { kind: 'empty' };
  const text = await response.text();
  if (!text.trim()) return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'not-json', text };
  }
};

/** The server's `message` field, also when a validator sent a list of messages. */
export const serverMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part.length > 0);
    if (parts.length) return parts.join(', ');
  }
  return undefined;
};

export const authHeaders = (token: string | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Sends one JSON call and applies the answering API's success and error rules (both specs, §7/§8). */
export async function send<T>(ctx: HttpContext, flavour: ApiFlavour, url: string, options: SendOptions = {}): Promise<T> {
  const { method = 'GET', body, fallback, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...authHeaders(ctx.getToken()) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await ctx.fetch(url, {
      method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    // 'fetch failed' / 'Failed to fetch' mean nothing to a user; the cause keeps the detail.
    throw new ApiError(fallback ?? networkErrorMessage, { code: 'network', cause });
  }

  const parsed = await parseBody(response).catch((cause: unknown): Parsed => {
    throw new ApiError(fallback ?? networkErrorMessage, { code: 'network', status: response.status, cause });
  });
  const bodyValue = parsed.kind === 'json' ? parsed.value : parsed.kind === 'not-json' ? parsed.text : undefined;
  const fail = (message: string, code: 'http' | 'invalid-response' = 'http'): never => {
    throw new ApiError(message, { status: response.status, code, body: bodyValue });
  };

  switch (flavour) {
    case 'auth':
      if (!response.ok) {
        const message =
          parsed.kind === 'not-json' ? response.statusText : (serverMessage(bodyValue) ?? messages.requestFailed);
        fail(message || fallback || messages.requestFailed);
      }
      // A 204, an empty body or a non-JSON ok answer all count as success.
      return (parsed.kind === 'json' ? parsed.value : undefined) as T;
    case 'portfolio':
      if (!response.ok) fail(messages.apiRequestFailed(response.status));
      return (parsed.kind === 'json' ? parsed.value : undefined) as T;
    case 'templates':
      if (parsed.kind === 'not-json')
        // On a 200 the status text ('OK') would read as nonsense, so only failures use it.
        fail(response.ok ? messages.invalidResponseFormat : response.statusText || messages.invalidResponseFormat,
          response.ok ? 'invalid-response' : 'http');
      if (!response.ok) fail(serverMessage(bodyValue) ?? messages.templatesRequestFailed(response.status));
      return (parsed.kind === 'json' ? parsed.value : undefined) as T;
  }
}
