// The app's paths, written once: the host's router and server, the UI kit's links and the server's
// mails all take them from here.

/** Every page of the single-page app (spec: accounts-and-shell, builder-templates-public). */
export const appPaths = {
  landing: '/',
  signin: '/signin',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  verifyEmail: '/verify-email',
  signinLink: '/signin-link',
  googleCallback: '/auth/google/callback',
  dashboard: '/dashboard',
  profile: '/profile',
  templates: '/templates',
  flex: '/flex',
  analytics: '/analytics',
  settings: '/settings',
  domains: '/domains',
  contributors: '/contributors',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
} as const;

export type AppPage = keyof typeof appPaths;
export type AppPath = (typeof appPaths)[AppPage];

/** The paths answered by the SPA itself, as a set (the host answers any other path with its 404). */
export const spaPaths: ReadonlySet<string> = new Set(Object.values(appPaths));

/** Server-rendered on a full page load, client-rendered after in-app navigation. */
export const portfolioPathPrefix = '/portfolio';
export const previewPathPrefix = '/preview';

/** The pages a mailed link opens, each reading its one-time `token` from the query. */
export type TokenPage = 'verifyEmail' | 'confirmEmail' | 'resetPassword' | 'signinLink';

/** `/verify-email?token=…` and the like: the path of a page that takes a one-time token. */
export function tokenLinkPath(page: TokenPage, token: string): string {
  return `${appPaths[page]}?token=${encodeURIComponent(token)}`;
}

/** `/preview/{template}?token=…`: the wizard's preview of a template filled with the owner's data. */
export function previewPath(templateIdentifier: string, token: string): string {
  return `${previewPathPrefix}/${encodeURIComponent(templateIdentifier)}?token=${encodeURIComponent(token)}`;
}

/** An absolute link: the app's origin (APP_URL, no trailing slash) and one of the paths above. */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
