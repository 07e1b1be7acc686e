import type { CustomDomain, CustomDomainList } from '@showfolio/portfolio-schema';
import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import { send } from '../http';
import type { ClientRequest } from '../request';
import { asList, segment } from '../shared';
import type { ApiClient } from '../types';

export type DomainCalls = Pick<ApiClient, 'listDomains' | 'addDomain' | 'checkDomain' | 'setPrimaryDomain' | 'removeDomain'>;

/** Custom domains (our own API; the token is required). */
export function domainCalls({ ctx, apiBase, requireToken }: ClientRequest): DomainCalls {
  return {
    async listDomains() {
      requireToken();
      const list = await send<CustomDomainList | undefined>(ctx, 'templates', `${apiBase}/domains`);
      return { domains: asList(list?.domains), maxDomains: list?.maxDomains ?? 3 };
    },
    async addDomain(domain) {
      requireToken();
      const added = await send<CustomDomain | undefined>(ctx, 'templates', `${apiBase}/domains`, { method: 'POST', body: { domain } });
      if (!added) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 201 });
      return added;
    },
    async checkDomain(id) {
      requireToken();
      const checked = await send<CustomDomain | undefined>(ctx, 'templates', `${apiBase}/domains/${segment(id)}/check`, { method: 'POST' });
      if (!checked) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return checked;
    },
    async setPrimaryDomain(id) {
      requireToken();
      const list = await send<CustomDomainList | undefined>(ctx, 'templates', `${apiBase}/domains/${segment(id)}/primary`, { method: 'POST' });
      return { domains: asList(list?.domains), maxDomains: list?.maxDomains ?? 3 };
    },
    async removeDomain(id) {
      requireToken();
      const list = await send<CustomDomainList | undefined>(ctx, 'templates', `${apiBase}/domains/${segment(id)}`, { method: 'DELETE' });
      return { domains: asList(list?.domains), maxDomains: list?.maxDomains ?? 3 };
    },
  };
}
