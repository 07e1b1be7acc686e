import type { ComponentType } from 'react';
import type { PrerenderedPage } from '../routes';

/**
 * The public site's pages: the same components whether the full app routes to them or the light
 * site entry (site.tsx) hydrates their prerendered HTML. Each loads as its own route chunk.
 */
export const staticPages = {
  landing: () => import('./pages/LandingPage').then((m) => m.default),
  contributors: () => import('./pages/sitePages').then((m) => m.ContributorsPage),
  contactUs: () => import('./pages/sitePages').then((m) => m.ContactPage),
  privacyPolicy: () => import('./pages/sitePages').then((m) => m.PrivacyPolicyPage),
  termsOfService: () => import('./pages/sitePages').then((m) => m.TermsOfServicePage),
  cookiePolicy: () => import('./pages/sitePages').then((m) => m.CookiePolicyPage),
  notFound: () => import('./pages/sitePages').then((m) => m.NotFoundPage),
} satisfies Partial<Record<PrerenderedPage, () => Promise<ComponentType>>>;

export type StaticPage = keyof typeof staticPages;

export const isStaticPage = (page: PrerenderedPage): page is StaticPage => page in staticPages;
