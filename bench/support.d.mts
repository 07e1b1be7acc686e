import type { PortfolioData } from '@showfolio/portfolio-schema';

/** `api(path, { method, token, json })`: a JSON call to `{base}/api{path}` that throws unless 2xx. */
export type ApiCall = (
  path: string,
  options?: { method?: string; token?: string; json?: unknown },
) => Promise<Record<string, unknown>>;
export declare function apiClient(base: string): ApiCall;

export interface EnteredAccount {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}
/** Signs up a person for `data` and enters every section of it over the API; returns the token. */
export declare function enterPortfolio(
  api: ApiCall,
  name: string,
  data: PortfolioData,
): Promise<{ token: string; account: EnteredAccount }>;
