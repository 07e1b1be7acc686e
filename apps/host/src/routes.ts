// Paths of the SPA, shared by the router and the server (which answers unknown paths with 404).
export const paths = {
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

export const spaPaths: ReadonlySet<string> = new Set(Object.values(paths));

/**
 * The paths the build prerenders to HTML (src/app/prerender.tsx), by page; every unknown path is
 * answered with the prerendered 404 page.
 */
export const prerenderedPaths = {
  landing: paths.landing,
  contributors: paths.contributors,
  contactUs: paths.contactUs,
  privacyPolicy: paths.privacyPolicy,
  termsOfService: paths.termsOfService,
  cookiePolicy: paths.cookiePolicy,
  signin: paths.signin,
  signup: paths.signup,
  forgotPassword: paths.forgotPassword,
} as const;

export type PrerenderedPage = keyof typeof prerenderedPaths | 'notFound';

/** Server-rendered on a full page load, client-rendered after in-app navigation. */
export const portfolioPathPrefix = '/portfolio';
export const previewPathPrefix = '/preview';

/**
 * Whether the SPA's router shows its 404 page at `pathname`. React Router matches paths without
 * regard to case or a trailing slash, so `/SignIn/` is the sign-in page to it though not to the
 * server, which answers only exact paths with their prerendered pages.
 */
export function showsNotFoundPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const prefix = path.split('/', 2)[1] ?? '';
  return (
    !spaPaths.has(path) &&
    `/${prefix}` !== portfolioPathPrefix &&
    `/${prefix}` !== previewPathPrefix
  );
}
