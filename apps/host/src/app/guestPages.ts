import type { ComponentType } from 'react';
import type { PrerenderedPage } from '../routes';

/**
 * The guest's account pages: the same components whether the full app routes to them or the
 * light entry (site.tsx, with guestAccount.tsx) hydrates their prerendered HTML. Each loads as its
 * own route chunk.
 */
export const guestPages = {
  signin: () => import('./pages/SignInPage').then((m) => m.SignInPage),
  signup: () => import('./pages/SignUpPage').then((m) => m.SignUpPage),
  forgotPassword: () => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
} satisfies Partial<Record<PrerenderedPage, () => Promise<ComponentType>>>;

export type GuestPage = keyof typeof guestPages;

export const isGuestPage = (page: PrerenderedPage): page is GuestPage => page in guestPages;
