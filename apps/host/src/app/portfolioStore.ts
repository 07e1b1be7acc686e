import { createPortfolioStore } from '@showfolio/api-client';
import { apiClient } from './api';

/**
 * The wizard's data source; the overview's completion meter reads the same draft. A module of its
 * own, imported by the dashboard area and the wizard only: the draft's schemas and rules stay out
 * of the public pages' bundle.
 */
export const portfolioStore = createPortfolioStore({ client: apiClient });
