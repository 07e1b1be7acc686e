import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../client/createApiClient';
import type { ApiClient } from '../client/createApiClient';

const ApiClientContext = createContext<ApiClient | null>(null);

let defaultClient: ApiClient | undefined;

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The provided client, or one for the page's own origin when no provider is mounted. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client) return client;
  defaultClient ??= createApiClient();
  return defaultClient;
}
