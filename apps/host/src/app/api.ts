import { createApiClient, createPortfolioStore } from '@showfolio/api-client';

/** One client for the whole app: same origin, calls go to /api/…, token from the cookie. */
export const apiClient = createApiClient();

/** The wizard's data source; the overview's completion meter reads the same draft. */
export const portfolioStore = createPortfolioStore({ client: apiClient });
