// Plain values the app shell needs on every page (the session cookie, the product's name, the
// analytics periods), kept apart from the schema modules: a bundle that imports only these carries
// no zod (the package has `"sideEffects": false`, so a bundler drops every module it does not use).

/** The name the product goes by in titles and meta tags. */
export const productName = 'Showfolio';
/**
 * The document titles of the landing page and of a missing portfolio. Here rather than with the
 * rest of the SEO rules: every page of the app sets its title, and needs none of those rules.
 */
export const defaultDocumentTitle = `${productName} - Create Your Professional Portfolio`;
export const notFoundDocumentTitle = `Portfolio Not Found - ${productName}`;

/** What a template's catalogue entry says when its `meta.ts` does not. */
export const defaultTemplateAuthor = 'Showfolio';
export const defaultTemplateVersion = '1.0';

/** The cookie that holds the access token, and how long it lives. */
export const tokenCookieName = 'user_dashboard_token';
export const tokenLifetimeDays = 7;

/** The periods the Analytics page offers; each is compared with the period just before it. */
export const analyticsRanges = ['7d', '30d', '90d'] as const;
export const analyticsRangeDays: Record<(typeof analyticsRanges)[number], number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
export const analyticsRangeMessage = 'Range must be one of 7d, 30d or 90d';

/** How a view's device is classed from its user agent. */
export const deviceClasses = ['desktop', 'mobile', 'tablet'] as const;
/** The referrer of a view that came from no other site (typed, bookmarked, an app). */
export const directReferrer = 'direct';
/**
 * Where a day's referring sites and `?ref=` sources beyond the first 50 are counted, so a flood of
 * made-up values cannot grow the stored rows. Capitalised: real values are lower-cased, so none
 * can be mistaken for it.
 */
export const otherAnalyticsValue = 'Other';
