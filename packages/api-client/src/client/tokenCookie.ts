import { tokenCookieName, tokenLifetimeDays } from '@showfolio/portfolio-schema';
import Cookies from 'js-cookie';

/** Where the session token lives; injectable so Node tests and SSR run without `document`. */
export interface TokenStore {
  get(): string | undefined;
  /** `persistent: false` keeps the token for the browser session only (sign-in without "remember me"). */
  set(token: string, options?: { persistent?: boolean }): void;
  remove(): void;
}

const servedOverHttps = (): boolean =>
  typeof location !== 'undefined' && location.protocol === 'https:';

/** Accounts spec §9: 7 days, secure, same-site strict, path /. */
export const tokenCookieAttributes = (persistent = true): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Strict',
  // A Secure cookie set from http://localhost would be dropped by the browser, so Secure follows the page.
  secure: servedOverHttps(),
  ...(persistent ? { expires: tokenLifetimeDays } : {}),
});

const hasDocument = (): boolean => typeof document !== 'undefined';

/** The `user_dashboard_token` cookie, read and written through js-cookie. */
export const tokenCookie: TokenStore = {
  get: () => (hasDocument() ? Cookies.get(tokenCookieName) : undefined) || undefined,
  set: (token, options) => {
    if (hasDocument()) Cookies.set(tokenCookieName, token, tokenCookieAttributes(options?.persistent ?? true));
  },
  remove: () => {
    if (hasDocument()) Cookies.remove(tokenCookieName, { path: '/' });
  },
};

/** A token store kept in memory: for tests, SSR and stories. */
export const createMemoryTokenStore = (initial?: string): TokenStore => {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    remove: () => {
      token = undefined;
    },
  };
};
