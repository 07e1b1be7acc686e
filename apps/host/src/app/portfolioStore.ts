import { createPortfolioStore } from '@showfolio/api-client';
import { profileCompletion } from '@showfolio/portfolio-schema';
import { apiClient } from './api';

/**
 * The wizard's data source; the overview's completion meter reads the same draft. A module of its
 * own, imported by the dashboard area and the wizard only: the draft's schemas and rules stay out
 * of the public pages' bundle.
 */
export const portfolioStore = createPortfolioStore({ client: apiClient });

/**
 * The completion meter's count, for the deploy dialog. Exported from here rather than imported by
 * each page: every page that loads the store then shares one chunk with it (one file fewer).
 */
export const completionOf = profileCompletion;
