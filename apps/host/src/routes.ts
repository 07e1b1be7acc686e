// Paths of the SPA, shared by the router and the server (which answers unknown paths with 404).
export const paths = {
  landing: '/',
  signin: '/signin',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  verifyEmail: '/verify-email',
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

/** Server-rendered on a full page load, client-rendered after in-app navigation. */
export const portfolioPathPrefix = '/portfolio';
export const previewPathPrefix = '/preview';
