import type { AnalyticsSummary } from '@showfolio/portfolio-schema';
import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import { send } from '../http';
import type { ClientRequest } from '../request';
import type { ApiClient } from '../types';

export type AnalyticsCalls = Pick<ApiClient, 'getAnalyticsSummary'>;

/** The owner's analytics (our own API; the token is required). */
export function analyticsCalls({ ctx, apiBase, requireToken }: ClientRequest): AnalyticsCalls {
  return {
    async getAnalyticsSummary(range) {
      requireToken();
      // Answers like the templates API: the server's message on failure.
      const summary = await send<AnalyticsSummary | undefined>(
        ctx,
        'templates',
        `${apiBase}/analytics/summary?range=${encodeURIComponent(range)}`,
      );
      if (!summary) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return summary;
    },
  };
}
