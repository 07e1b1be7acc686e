import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from './errors';
import { send } from './http';
import type { FetchLike, HttpContext, SendOptions } from './http';
import { tokenCookie } from './tokenCookie';
import { tokenSubject } from './tokenSubject';
import type { ApiClient, ApiClientOptions } from './types';

/** What every area's calls share: the resolved addresses, the token, and one sender per API. */
export interface ClientRequest {
  urls: ApiClient['urls'];
  /** `{baseUrl}/api`: our own endpoints (domains, analytics) live here whatever the API hosts. */
  apiBase: string;
  ctx: HttpContext;
  doFetch: FetchLike;
  /** Whether the caller passed its own fetch: uploads then go through it instead of XMLHttpRequest. */
  customFetch: boolean;
  getToken: () => string | undefined;
  /** The token; throws 'Authentication token not found' without one. */
  requireToken: () => string;
  getUserId: () => string;
  auth: <T>(path: string, opts?: SendOptions) => Promise<T>;
  /** Requires the token before sending. */
  portfolio: <T>(path: string, opts?: SendOptions) => Promise<T>;
  templates: <T>(path: string, opts?: SendOptions) => Promise<T>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createRequest(options: ApiClientOptions): ClientRequest {
  const apiBase = `${trimSlash(options.baseUrl ?? '')}/api`;
  const urls = {
    auth: trimSlash(options.authBaseUrl ?? apiBase),
    portfolio: trimSlash(options.portfolioBaseUrl ?? apiBase),
    templates: trimSlash(options.templatesBaseUrl ?? apiBase),
    profile: trimSlash(options.profileBaseUrl ?? apiBase),
  };
  const getToken = options.getToken ?? tokenCookie.get;
  // Resolved per call so a test or polyfill that swaps globalThis.fetch later is honoured.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const ctx: HttpContext = { fetch: doFetch, getToken };

  const requireToken = (): string => {
    const token = getToken();
    if (!token) throw new ApiError(messages.tokenMissing, { code: 'no-token' });
    return token;
  };
  const getUserId = (): string => {
    const userId = tokenSubject(requireToken());
    if (!userId) throw new ApiError(messages.tokenWithoutSubject, { code: 'no-subject' });
    return userId;
  };

  return {
    urls,
    apiBase,
    ctx,
    doFetch,
    customFetch: Boolean(options.fetch),
    getToken,
    requireToken,
    getUserId,
    auth: <T>(path: string, opts?: SendOptions) => send<T>(ctx, 'auth', `${urls.auth}/auth${path}`, opts),
    portfolio: async <T>(path: string, opts?: SendOptions) => {
      requireToken();
      return send<T>(ctx, 'portfolio', `${urls.portfolio}${path}`, opts);
    },
    templates: <T>(path: string, opts?: SendOptions) => send<T>(ctx, 'templates', `${urls.templates}/templates${path}`, opts),
  };
}
