import { appPaths, portfolioPathPrefix, previewPathPrefix, spaPaths } from '@showfolio/portfolio-schema';

// The SPA's paths live in @showfolio/portfolio-schema (appPaths); here, what only the host knows.
/**
 * The paths the build prerenders to HTML (src/app/prerender.tsx), by page; every unknown path is
 * answered with the prerendered 404 page.
 */
export const prerenderedPaths = {
  landing: appPaths.landing,
  contributors: appPaths.contributors,
  contactUs: appPaths.contactUs,
  privacyPolicy: appPaths.privacyPolicy,
  termsOfService: appPaths.termsOfService,
  cookiePolicy: appPaths.cookiePolicy,
  signin: appPaths.signin,
  signup: appPaths.signup,
  forgotPassword: appPaths.forgotPassword,
} as const;

export type PrerenderedPage = keyof typeof prerenderedPaths | 'notFound';

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
