import { accountCalls } from './calls/accountCalls';
import { analyticsCalls } from './calls/analyticsCalls';
import { authCalls } from './calls/authCalls';
import { contactCalls } from './calls/contactCalls';
import { domainCalls } from './calls/domainCalls';
import { portfolioCalls } from './calls/portfolioCalls';
import { templateCalls } from './calls/templateCalls';
import { twoStepCalls } from './calls/twoStepCalls';
import { uploadCalls } from './calls/uploadCalls';
import { createRequest } from './request';
import type { ApiClient, ApiClientOptions } from './types';

export { versionTag } from './shared';
export type { ApiClient, ApiClientOptions, DesignRecord, ProgressListener, WriteOptions } from './types';

/** The typed client of every API the apps call; each area's methods come from its own module under `calls/`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const request = createRequest(options);
  return {
    urls: request.urls,
    getToken: request.getToken,
    getUserId: request.getUserId,
    ...authCalls(request),
    ...accountCalls(request),
    ...twoStepCalls(request),
    ...portfolioCalls(request),
    ...uploadCalls(request),
    ...templateCalls(request),
    ...domainCalls(request),
    ...analyticsCalls(request),
    ...contactCalls(request),
  };
}
