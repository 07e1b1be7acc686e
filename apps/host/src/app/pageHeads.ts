import type { PrerenderedPage } from '../routes';

/** What a prerendered page's <head> says about it: its title (as the page sets it) and description. */
export interface PageHead {
  /** The page's name in '{page} - Showfolio'; absent for the landing page (the product's default title). */
  page?: string;
  description: string;
}

export const pageHeads = {
  landing: {
    description:
      'Showfolio: build a portfolio with a seven-step wizard, pick a template and publish it on your own subdomain for free.',
  },
  contributors: {
    page: 'Contributors',
    description:
      'The people who design, build and look after Showfolio, the free portfolio builder.',
  },
  contactUs: {
    page: 'Contact Us',
    description: 'Questions, ideas or a problem with your portfolio? Write to the Showfolio team.',
  },
  privacyPolicy: {
    page: 'Privacy Policy',
    description:
      'What Showfolio collects when you build and publish a portfolio, why, and the choices you have.',
  },
  termsOfService: {
    page: 'Terms of Service',
    description: 'The terms for using Showfolio to build, preview and publish your portfolio.',
  },
  cookiePolicy: {
    page: 'Cookie Policy',
    description:
      'The cookies and local storage Showfolio uses to keep you signed in and remember your choices.',
  },
  signin: {
    page: 'Sign In',
    description: 'Sign in to Showfolio to edit your portfolio, change its template and publish it.',
  },
  signup: {
    page: 'Sign Up',
    description:
      'Create a free Showfolio account and publish your portfolio on your own subdomain.',
  },
  forgotPassword: {
    page: 'Forgot Password',
    description: 'Forgot your Showfolio password? Get a link to choose a new one by e-mail.',
  },
  notFound: {
    page: 'Page Not Found',
    description: 'This page does not exist on Showfolio.',
  },
} as const satisfies Record<PrerenderedPage, PageHead>;
