import { createApiClient } from '@showfolio/api-client';

/** One client for the whole app: same origin, calls go to /api/…, token from the cookie. */
export const apiClient = createApiClient();
